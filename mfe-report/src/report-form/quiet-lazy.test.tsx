import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { quietLazy } from './quiet-lazy';

describe('quietLazy', () => {
  it('renders the part once its chunk arrives', async () => {
    const Part = quietLazy(
      async () => ({ default: ({ name }: { name: string }) => <p>loaded {name}</p> }),
      () => <p>fallback</p>,
    );
    render(
      <Suspense fallback={null}>
        <Part name="status" />
      </Suspense>,
    );
    expect(await screen.findByText('loaded status')).toBeInTheDocument();
  });

  it('renders the fallback, not an error, when the chunk cannot be fetched', async () => {
    const Part = quietLazy<{ name: string }>(
      () => Promise.reject(new Error('ChunkLoadError: offline')),
      ({ name }) => <p>fallback {name}</p>,
    );
    render(
      <Suspense fallback={null}>
        <Part name="status" />
      </Suspense>,
    );
    expect(await screen.findByText('fallback status')).toBeInTheDocument();
  });
});
