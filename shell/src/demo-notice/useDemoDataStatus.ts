import { fetchDemoDataStatus } from '@healthwatch/client';
import { useEffect, useState } from 'react';

/** Whether the API holds simulated reports; false until it says so (and when it cannot be asked). */
export function useDemoDataStatus(apiBaseUrl: string): boolean {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchDemoDataStatus(apiBaseUrl, controller.signal).then(
      (status) => setDemo(status?.demo === true),
      () => undefined,
    );
    return () => controller.abort();
  }, [apiBaseUrl]);
  return demo;
}
