import { act, render, screen } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG, type RemoteProps } from '@healthwatch/contracts';
import HealthStats, { STATS_UNAVAILABLE } from './HealthStats';
import { ScriptedClient } from '../testing/scripted-client';

const props: RemoteProps = {
  config: DEFAULT_RUNTIME_CONFIG,
  toast: () => undefined,
  theme: 'light',
  accessibility: { highContrast: false, largeText: false, reducedMotion: false, screenReaderMode: false },
};

describe('HealthStats', () => {
  it('shows a skeleton, then the figures with their definitions', async () => {
    const client = new ScriptedClient();
    client.stats = [
      { key: 'activeCases', label: 'Active Cases', value: 1234, definition: 'Reports made in the last 14 days.' },
      { key: 'recovered', label: 'Recovered', value: 5, definition: 'Reports made 15 to 60 days ago.' },
      {
        key: 'underMonitoring',
        label: 'Under Monitoring',
        value: 0,
        definition: 'Severe reports of the last 14 days.',
      },
    ];
    render(<HealthStats {...props} client={client} />);
    expect(screen.getByLabelText('Loading health statistics')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByLabelText('Loading health statistics')).toBeNull();
    expect(screen.getByText('Active Cases').nextSibling).toHaveTextContent('1,234');
    expect(screen.getByText('Reports made 15 to 60 days ago.')).toBeInTheDocument();
    expect(screen.getByText('Under Monitoring').nextSibling).toHaveTextContent('0');
  });

  it('says the figures are unavailable instead of inventing any', async () => {
    const client = new ScriptedClient();
    client.stats = new Error('Failed to get health statistics');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<HealthStats {...props} client={client} />);
    await act(async () => undefined);
    expect(screen.getByText(STATS_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByText(/\d/)).toBeNull();
    warn.mockRestore();
  });
});
