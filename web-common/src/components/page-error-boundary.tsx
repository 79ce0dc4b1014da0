import { Button } from '@mantine/core';
import { errorCatalog } from '@gp/shared';
import { Component, type ReactNode } from 'react';
import { useLang } from '../hooks/use-lang';
import { useAppTranslation } from '../lib/i18n';
import { MessagePage } from './message-page';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The router's location key: any navigation, to another page or the same one with another query, tries again. */
  resetKey: string;
}

interface PageErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * A page that fails while rendering shows why and a way to try again, in the page's language,
 * under the site's header and above its footer, so the visitor can still go elsewhere; without
 * it React would take the whole app off the screen. (React reports the error on the console.)
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

function PageError() {
  const { t } = useAppTranslation();
  const lang = useLang();
  return (
    <MessagePage
      title={t('pageError.title')}
      body={errorCatalog['SERVER.INTERNAL'][lang]}
      action={<Button onClick={() => window.location.reload()}>{t('status.retry')}</Button>}
    />
  );
}
