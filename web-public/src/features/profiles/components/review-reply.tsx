import { Badge } from '@mantine/core';
import type { ProfileReview } from '@gp/shared';
import { useProfileTranslation } from '../i18n';

export type Reply = NonNullable<ProfileReview['reply']>;

/** The pro's reply under a review: plain text, dated by Costa Rica's calendar like the review (plain elements, as the review's). */
export function ReviewReplyView({ reply, name, date }: { reply: Reply; name: string; date: string }) {
  const { t } = useProfileTranslation();
  return (
    <div className="review-reply">
      <div className="review-reply-head">
        <p className="review-reply-from">{t('reviews.reply.from', { name })}</p>
        <p className="review-item-byline">{date}</p>
        {reply.hidden && (
          <Badge color="red" variant="light">
            {t('reviews.reply.hidden')}
          </Badge>
        )}
      </div>
      <p className="review-body">{reply.text}</p>
      {reply.hidden && <p className="review-item-byline">{t('reviews.reply.hiddenHelp')}</p>}
    </div>
  );
}
