import { App, Modal, message as staticMessage } from 'antd';
import type { ReactNode } from 'react';
import { useEffect } from 'react';

/** The little of antd's message and modal APIs that code outside components needs. */
export interface Feedback {
  message: {
    error(content: ReactNode, duration?: number): unknown;
    success(content: ReactNode, duration?: number): unknown;
  };
  modal: {
    confirm(config: Parameters<typeof Modal.confirm>[0]): { destroy(): void };
  };
}

const fallback: Feedback = { message: staticMessage, modal: Modal };
let holder: Feedback | null = null;

/** The themed, context-aware APIs when a {@link FeedbackBridge} is mounted, antd's static ones otherwise. */
export function feedback(): Feedback {
  return holder ?? fallback;
}

/** Error toasts stay 5 s, long enough to read a server message. */
export const ERROR_TOAST_SECONDS = 5;

export function toastError(text: string): void {
  feedback().message.error(text, ERROR_TOAST_SECONDS);
}

/**
 * Hands `App.useApp()` (theme, locale) to non-component code such as the request client. Render it once
 * inside antd's `<App>`; outside of one it does nothing and the static APIs are used.
 */
export function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => {
    if (typeof app.message.error !== 'function' || typeof app.modal.confirm !== 'function') return;
    const mine: Feedback = { message: app.message, modal: app.modal };
    holder = mine;
    return () => {
      if (holder === mine) holder = null;
    };
  }, [app]);
  return null;
}
