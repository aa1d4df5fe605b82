import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSignals } from '@preact/signals-react/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../shared/api/request';
import { LoadError, useLoad } from '../../../shared/app/use-load';

afterEach(cleanup);

function Probe({ load }: { load: () => Promise<ApiResult<string>> }) {
  useSignals();
  const { state, reload } = useLoad(load);
  const s = state.value;
  if (s.status === 'loading') return <p>loading state</p>;
  if (s.status === 'error') return <LoadError message={s.message} onRetry={reload} />;
  return <p>data: {s.data}</p>;
}

const result = (success: boolean, data?: string, message = ''): ApiResult<string> => ({
  success,
  code: success ? 0 : 1,
  message,
  data,
  raw: null,
});

describe('useLoad', () => {
  it('starts in the loading state, then shows the data', async () => {
    render(<Probe load={() => Promise.resolve(result(true, 'hello'))} />);
    screen.getByText('loading state');
    await screen.findByText('data: hello');
  });

  it('shows the failure with Try again, and the retry loads again', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(result(false, undefined, 'Network error'))
      .mockResolvedValueOnce(result(true, 'second'));
    render(<Probe load={load} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('data: second');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
