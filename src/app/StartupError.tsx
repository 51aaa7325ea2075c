/**
 * Shown when /config.json or the message catalogue cannot be loaded. It cannot use the catalogue,
 * so it speaks both languages and uses no theme.
 */
export function StartupError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main
      role="alert"
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '36rem', margin: '15vh auto', padding: '0 1rem' }}
    >
      <h1>Не удалось запустить приложение</h1>
      <p>Сервер не отдал настройки или переводы интерфейса. Проверьте, что сервер запущен, и повторите.</p>
      <p lang="en">The app could not start: the server did not send its configuration or translations.</p>
      <pre style={{ whiteSpace: 'pre-wrap', background: '#f4f4f5', padding: '0.75rem' }}>{detail}</pre>
      <button type="button" onClick={onRetry}>
        Повторить / Retry
      </button>
    </main>
  );
}
