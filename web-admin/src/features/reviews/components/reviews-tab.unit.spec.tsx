import { sessionUser } from '@gp/web-common/testing/session-user';
import { fireEvent, screen, within } from '@testing-library/react';
import { adminReview, pageOf } from '../../../testing/admin-fixtures';
import { renderConsole } from '../../../testing/render-console';
import { API, apiPath } from '@gp/shared';
import { adminReviewsKey, REVIEWS_PAGE_SIZE } from '../api/get-admin-reviews';

const admin = sessionUser({ isAdmin: true });
const auditor = sessionUser({ isAuditor: true });
const opening = 'El trabajo quedó impecable y a tiempo. '.repeat(4);
const longBody = `${opening.slice(0, 150)}<b>never bold</b> and the rest of the story.`;
const reviews = pageOf(
  [
    adminReview({ id: 'review-long', title: 'Great plumber', body: longBody }),
    adminReview({
      id: 'review-short',
      title: 'Fine',
      body: 'Short and sweet.',
      status: 'approved',
      isLive: true,
      revision: 1,
    }),
  ],
  REVIEWS_PAGE_SIZE,
);
const answers = { [adminReviewsKey(1)]: reviews };

describe('reviews tab', () => {
  it('previews the first 150 characters and opens the full text, as text, on Read more', async () => {
    renderConsole('/en/admin/reviews', { user: admin, answers });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const [long, short] = within(list).getAllByRole('listitem');

    expect(within(long!).getByText(`${opening.slice(0, 150).trimEnd()}…`)).toBeTruthy();
    expect(within(long!).queryByText(/the rest of the story/)).toBeNull();
    expect(within(short!).getByText('Short and sweet.')).toBeTruthy();
    expect(within(short!).queryByRole('button', { name: /Read all/ })).toBeNull();

    fireEvent.click(within(long!).getByRole('button', { name: 'Read all of “Great plumber”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Great plumber' });
    expect(within(dialog).getByText(/<b>never bold<\/b> and the rest of the story\.$/)).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();
  });

  it('shows the rating, author, contractor, status and the decision that fits each review', async () => {
    renderConsole('/en/admin/reviews', { user: admin, answers });
    const [pending, approved] = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(within(pending!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(pending!).getByText(/By Luis Mora · For Ana Rojas/)).toBeTruthy();
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByRole('button', { name: 'Approve “Great plumber”' })).toBeTruthy();
    expect(within(approved!).getByText('Approved')).toBeTruthy();
    expect(within(approved!).getByRole('button', { name: 'Unapprove “Fine”' })).toBeTruthy();
  });

  it('gives an auditor the reviews and their history, without Approve or Unapprove', async () => {
    renderConsole('/es/admin/reviews', { user: auditor, answers });
    const list = await screen.findByRole('list', { name: 'Reseñas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('button', { name: /^Historial de/ })).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: /^Aprobar|^Desaprobar/ })).toBeNull();
  });

  it('names an author and a contractor without display names by their emails, in the list and the history', async () => {
    const unnamed = adminReview({
      id: 'review-unnamed',
      title: 'Quick fix',
      authorId: 'user-3935b',
      authorName: 'User 3935b',
      authorAccountName: 'quiet@example.com',
      contractorName: 'unnamed-pro@example.com',
    });
    const history = {
      streamId: 'review-review-unnamed',
      events: [
        {
          revision: 0,
          position: 7,
          type: 'ReviewSubmitted',
          recordedAt: '2025-03-05T15:00:00.000Z',
          actorId: 'user-3935b',
          onBehalfOf: null,
          correlationId: null,
          data: {},
        },
      ],
      names: { 'user-3935b': 'quiet@example.com' },
    };
    renderConsole('/en/admin/reviews', {
      user: admin,
      answers: {
        [adminReviewsKey(1)]: pageOf([unnamed], REVIEWS_PAGE_SIZE),
        [apiPath(API.reviewHistory, { reviewId: 'review-unnamed' })]: history,
      },
    });
    const [item] = within(await screen.findByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(
      within(item!).getByText(/By User 3935b \(account: quiet@example\.com\) · For unnamed-pro@example\.com/),
    ).toBeTruthy();

    fireEvent.click(within(item!).getByRole('button', { name: 'History of “Quick fix”' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/quiet@example\.com/)).toBeTruthy();
    expect(within(drawer).queryByText(/User 3935b/)).toBeNull();
  });
});
