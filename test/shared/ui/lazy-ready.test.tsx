import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunk, lazyReady } from '../../../shared/ui/lazy-ready/lazy-ready';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyReady', () => {
  it('renders in the first pass, without its fallback, once the chunk was preloaded', async () => {
    const Lazy = lazyReady(() => Promise.resolve(Hello));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('Hello Ana')).toBeDefined();
  });

  it('suspends like lazy while the chunk is on its way, and fetches it once', async () => {
    let resolve!: (c: typeof Hello) => void;
    const load = vi.fn(() => new Promise<typeof Hello>((r) => (resolve = r)));
    const Lazy = lazyReady(load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ben" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeDefined();
    void Lazy.preload();
    resolve(Hello);
    expect(await screen.findByText('Hello Ben')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
    const Lazy = lazyReady(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('chunk', () => {
  it('current is null until the chunk is here, then what it gave; fetched once', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const part = chunk(load);
    expect(part.current).toBeNull();
    await Promise.all([part.preload(), part.preload()]);
    expect(part.current).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
