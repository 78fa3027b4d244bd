import type { ToastKind } from '../runtime/remote-props';
import { claimAnnouncement, isUrgent, onAnnouncement } from './window-events';

describe('announcements offered to a modal dialog', () => {
  it('are left to the shell while no dialog listens', () => {
    expect(claimAnnouncement({ kind: 'info', message: 'Saved' }, new EventTarget())).toBe(false);
  });

  it('are taken by a listening dialog, until it stops', () => {
    const target = new EventTarget();
    const spoken: string[] = [];
    const stop = onAnnouncement((a) => spoken.push(`${a.kind}: ${a.message}`), target);
    expect(claimAnnouncement({ kind: 'error', message: 'Could not send' }, target)).toBe(true);
    stop();
    expect(claimAnnouncement({ kind: 'success', message: 'Welcome' }, target)).toBe(false);
    expect(spoken).toEqual(['error: Could not send']);
  });
});

describe('isUrgent', () => {
  it('interrupts for errors only', () => {
    expect(isUrgent('error')).toBe(true);
    const waiting: ToastKind[] = ['success', 'warning', 'info'];
    expect(waiting.filter(isUrgent)).toEqual([]);
  });
});
