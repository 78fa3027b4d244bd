import { stylesheetWait } from './stylesheets';

function addStylesheet(doc: Document, href: string): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
  return link;
}

describe('stylesheetWait', () => {
  let doc: Document;
  beforeEach(() => {
    doc = document.implementation.createHTMLDocument('page');
  });
  afterEach(() => jest.useRealTimers());

  it('waits for a remote stylesheet still loading, and not for the page’s own', async () => {
    addStylesheet(doc, 'https://shell.example/main.css');
    const wait = stylesheetWait(doc);
    const remoteCss = addStylesheet(doc, 'https://report.example/ReportForm.css');

    let done = false;
    const waiting = wait().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);

    remoteCss.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  it('does not wait again for a stylesheet that failed before it was asked', async () => {
    const wait = stylesheetWait(doc);
    const broken = addStylesheet(doc, 'https://report.example/gone.css');
    broken.dispatchEvent(new Event('error'));
    jest.useFakeTimers();
    let done = false;
    void wait().then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('gives up on a stylesheet that neither loads nor fails', async () => {
    jest.useFakeTimers();
    const wait = stylesheetWait(doc, 3000);
    addStylesheet(doc, 'https://report.example/hangs.css');
    let done = false;
    const waiting = wait().then(() => {
      done = true;
    });
    jest.advanceTimersByTime(2999);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await waiting;
    expect(done).toBe(true);
  });
});
