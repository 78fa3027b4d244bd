import { standaloneRemoteProps } from './standalone-props';
import { DEFAULT_RUNTIME_CONFIG } from './config';

describe('standaloneRemoteProps', () => {
  it('uses the local defaults without a query', () => {
    const props = standaloneRemoteProps('');
    expect(props.config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(props.theme).toBe('light');
  });

  it('points at other servers named in the query and logs toasts', () => {
    const lines: string[] = [];
    const props = standaloneRemoteProps('?api=http://127.0.0.1:5000&chat=http://127.0.0.1:5001', (l) => lines.push(l));
    expect(props.config.apiBaseUrl).toBe('http://127.0.0.1:5000');
    expect(props.config.chatServerUrl).toBe('http://127.0.0.1:5001');
    props.toast('error', 'Failed to send message');
    expect(lines).toEqual(['[error] Failed to send message']);
  });

  it('shows the language named by ?lang= when it is supported, English otherwise', () => {
    expect(standaloneRemoteProps('?lang=ja').locale).toBe('ja');
    expect(standaloneRemoteProps('?lang=xx').locale).toBe('en');
  });
});
