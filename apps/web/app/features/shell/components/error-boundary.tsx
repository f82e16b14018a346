import { Component, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';

function Fallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="container-page py-16 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{t('error_boundary.title')}</h1>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 rounded-md border border-line px-4 py-2 hover:bg-brand-50"
      >
        {t('error_boundary.retry')}
      </button>
    </section>
  );
}

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** Catches a rendering failure below it and shows "Something went wrong."; a new reset key clears it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (this.state.failed) return <Fallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
