/**
 * Toasts. Inside the signed-in shell they go through antd's App notification API (themed); before that —
 * on the sign-in screens, which stay free of antd to keep their bundle small — antd's notification is
 * loaded on first use. Titles come from the spec: ERROR for failures the server reported, Prompt for the
 * product's own messages; toasts close after 3 s.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  kind: ToastKind;
  title: string;
  text: string;
}

export type Notifier = (toast: Toast) => void;

export const TOAST_SECONDS = 3;

const showWithStaticApi: Notifier = (toast) => {
  void import('antd/es/notification').then(({ default: notification }) =>
    notification[toast.kind]({ title: toast.title, description: toast.text, duration: TOAST_SECONDS }),
  );
};

let notifier: Notifier = showWithStaticApi;

/** The shell binds its themed API; passing nothing returns to the static one. */
export function setNotifier(next?: Notifier): void {
  notifier = next ?? showWithStaticApi;
}

export function toast(kind: ToastKind, title: string, text: string): void {
  notifier({ kind, title, text });
}

export const notify = {
  /** A failure the server reported, shown as the spec's danger toast titled ERROR. */
  serverError: (text: string) => toast('error', 'ERROR', text),
  /** The product's own prompts (spec section 8, toasts titled Prompt). */
  success: (text: string) => toast('success', 'Prompt', text),
  danger: (text: string) => toast('error', 'Prompt', text),
  warning: (text: string) => toast('warning', 'Prompt', text),
};
