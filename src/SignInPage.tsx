import { useState, type FormEvent } from 'react';
import type { JwtToken } from '../contracts/auth.js';
import { clearSession, saveSession, sessionUser } from './session.js';

const page = { fontFamily: 'system-ui, sans-serif', maxWidth: 420, margin: '10vh auto', padding: 24 } as const;
const field = { display: 'block', width: '100%', padding: 8, margin: '4px 0 16px', boxSizing: 'border-box' } as const;

/** Sign-in against /Token/Login; the screens themselves arrive with the SPA shell. */
export function SignInPage() {
  const [user, setUser] = useState(sessionUser);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const login = String(form.get('login') ?? '');
    setSending(true);
    setError(null);
    try {
      const response = await fetch('/Token/Login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Login: login, Password: String(form.get('password') ?? '') }),
      });
      if (!response.ok) {
        const problem = (await response.json().catch(() => null)) as { detail?: string } | null;
        setError(
          response.status === 401 ? 'Неверный логин или пароль.' : (problem?.detail ?? `Ошибка ${response.status}`),
        );
        return;
      }
      saveSession(login, (await response.json()) as JwtToken);
      setUser(sessionUser());
    } catch {
      setError('Сервер недоступен.');
    } finally {
      setSending(false);
    }
  }

  if (user) {
    return (
      <main style={page}>
        <h1>Бэк-офис продавца</h1>
        <p>
          Вы вошли как <strong>{user.login}</strong>.
        </p>
        <p>
          Экраны приложения ещё не собраны: они появятся вместе с оболочкой интерфейса. API уже работает, его описание:{' '}
          <a href="/docs">/docs</a>.
        </p>
        <button
          type="button"
          onClick={() => {
            clearSession();
            setUser(null);
          }}
        >
          Выйти
        </button>
      </main>
    );
  }
  return (
    <main style={page}>
      <h1>Вход</h1>
      <form onSubmit={signIn}>
        <label>
          Логин
          <input name="login" autoComplete="username" required style={field} />
        </label>
        <label>
          Пароль
          <input name="password" type="password" autoComplete="current-password" required style={field} />
        </label>
        {error && (
          <p role="alert" style={{ color: '#b00020' }}>
            {error}
          </p>
        )}
        <button type="submit" disabled={sending}>
          {sending ? 'Вход…' : 'Войти'}
        </button>
      </form>
    </main>
  );
}
