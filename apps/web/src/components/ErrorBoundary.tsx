import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addErrorLog } from '../app/errorLog';
import { ErrorResult } from './ErrorResult';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

function ErrorFallback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorResult
      title={t('pages.viewError.title')}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('pages.viewError.retry')}
        </Button>
      }
    />
  );
}

/** Keeps a crashing view from blanking the shell and records the crash in the error log. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    addErrorLog({
      source: 'react',
      message: error.message || error.name,
      detail: [error.stack, info.componentStack].filter(Boolean).join('\n'),
    });
  }

  override render() {
    if (this.state.error) {
      return <ErrorFallback error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
