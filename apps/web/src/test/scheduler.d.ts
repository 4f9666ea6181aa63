/** The two exports of React's scheduler (a dependency of react-dom) that the test setup uses. */
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
