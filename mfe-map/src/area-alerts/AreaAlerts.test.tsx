import type { AreaAlarm } from '@healthwatch/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { inMapCatalogs } from '../testing/map-intl';
import { ScriptedClient } from '../testing/scripted-client';
import { AreaAlerts } from './AreaAlerts';
import { mapCatalogs } from '../i18n/map-catalogs';
import { alarmHeading, boundsQuery } from './alarm-text';

const dengue: AreaAlarm = {
  areaId: 'in.d.maharashtra.mumbai',
  areaName: 'Mumbai',
  level: 'district',
  country: 'IN',
  region: 'Maharashtra',
  latitude: 18.94,
  longitude: 72.84,
  illness: 'dengue',
  day: '2026-11-22',
  days: 1,
  observed: 12,
  expected: 0.48,
  threshold: 4,
  reportingRatio: 1,
  raisedAt: '2026-11-22T06:00:00.000Z',
};

describe('Alerts for your area', () => {
  it('says how sure an alert is, where its reports came from, what to do, the wider areas, and "Demo data"', async () => {
    const client = new ScriptedClient();
    client.areaAlarms = [
      {
        ...dengue,
        tier: 'alert',
        pValue: 0.00003,
        places: 6,
        hours: 5,
        sourceShare: 0.1,
        advice: 'mosquito',
        demo: true,
        eventId: 'in.d.maharashtra.mumbai|dengue',
        also: [{ areaId: 'in.s.maharashtra', areaName: 'Maharashtra', level: 'state', illness: 'all' }],
      },
    ];
    render(inMapCatalogs(<AreaAlerts client={client} bbox={[70, 17, 75, 21]} />));
    const item = await waitFor(() => screen.getByRole('listitem'));
    expect(within(item).getByRole('heading', { level: 4 })).toHaveTextContent('Demo data: Dengue in Mumbai');
    expect(item).toHaveTextContent(
      'Reports from 6 postal codes over 5 hours; chance of so many if nothing had changed: < 0.0001.',
    );
    expect(item).toHaveTextContent('Also in alarm with it: All reports in Maharashtra.');
    expect(item).toHaveTextContent('Avoid mosquito bites');
  });

  it('lists the alarms in the view with headings, figures and a link to the area’s analytics', async () => {
    const client = new ScriptedClient();
    client.areaAlarms = [
      dengue,
      {
        ...dengue,
        areaId: 'in.s.maharashtra',
        areaName: 'Maharashtra',
        level: 'state',
        illness: 'all',
        days: 4, // only the window's sum alarmed: its figures
        observed: 40,
        expected: 21.3,
        threshold: 33,
      },
    ];
    render(inMapCatalogs(<AreaAlerts client={client} bbox={[70, 17, 75, 21]} />));
    const panel = screen.getByRole('region', { name: 'Alerts for your area' });
    const items = await waitFor(() => within(panel).getAllByRole('listitem'));
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 4 })).toHaveTextContent('Dengue in Mumbai');
    expect(items[0]).toHaveTextContent('district/county in Maharashtra, IN');
    expect(items[0]).toHaveTextContent('12 reports on 2026-11-22 against 0.5 expected (alarm threshold 4.0).');
    expect(within(items[0]!).getByRole('link', { name: 'Analytics for Mumbai' })).toHaveAttribute(
      'href',
      '/analytics?location=in.d.maharashtra.mumbai',
    );
    expect(within(items[1]!).getByRole('heading', { level: 4 })).toHaveTextContent('All reports in Maharashtra');
    expect(items[1]).toHaveTextContent(
      '40 reports in the 4 days to 2026-11-22 against 21 expected (alarm threshold 33).',
    );
    expect(client.areaAlarmQueries[0]).toEqual({ west: 70, south: 17, east: 75, north: 21, limit: 10 });
    // The form's "Unknown" and "Other" name no illness: the heading says so.
    expect(alarmHeading({ ...dengue, illness: 'unknown' })).toBe('Unknown illness in Mumbai');
    expect(alarmHeading({ ...dengue, illness: 'other' })).toBe('Other illnesses in Mumbai');
  });

  it("says when the expected count allows for a rise in the area's other reports, in the visitor's language", async () => {
    const client = new ScriptedClient();
    client.areaAlarms = [
      { ...dengue, expected: 0.9, threshold: 6, reportingRatio: 1.84 },
      { ...dengue, areaId: 'in.s.maharashtra', areaName: 'Maharashtra', level: 'state', reportingRatio: 1.04 },
    ];
    const { unmount } = render(inMapCatalogs(<AreaAlerts client={client} bbox={[70, 17, 75, 21]} />));
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      "12 reports on 2026-11-22 against 0.9 expected (alarm threshold 6.0). The area's other reports ran at 1.8× their usual level (more people reporting); the expected count allows for it.",
    );
    // A rise that reads 1.0× is not worth a sentence.
    expect(items[1]).not.toHaveTextContent(/other reports/);
    unmount();
    await mapCatalogs.load('de');
    render(inMapCatalogs(<AreaAlerts client={client} bbox={[70, 17, 75, 21]} />, 'de'));
    expect((await screen.findAllByRole('listitem'))[0]).toHaveTextContent(
      'Die übrigen Meldungen des Gebiets lagen beim 1,8-Fachen ihres üblichen Niveaus',
    );
  });

  it('says when the view has no alarm, and when alerts cannot be loaded', async () => {
    const client = new ScriptedClient();
    const { unmount } = render(inMapCatalogs(<AreaAlerts client={client} bbox={[0, 0, 1, 1]} />));
    expect(await screen.findByText('No outbreak alarm in this view.')).toBeInTheDocument();
    unmount();
    client.areaAlarms = new Error('Failed to get area alerts');
    render(inMapCatalogs(<AreaAlerts client={client} bbox={[0, 0, 1, 1]} />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Area alerts could not be loaded.');
  });

  it('keeps the bounds on the globe and passes a view across the antimeridian as west > east', () => {
    expect(boundsQuery([-200, -95, -170, 95])).toEqual({ west: 160, south: -90, east: -170, north: 90 });
    expect(boundsQuery([-400, -90, 400, 90])).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });

  it("shows this week's rate of the alarm's syndrome beside last week's, or that too few took part", async () => {
    const client = new ScriptedClient();
    client.areaAlarms = [dengue, { ...dengue, illness: 'all' }, { ...dengue, illness: 'covid' }];
    const week = (w: string, participants: number, cases: number | null) => ({
      week: w,
      weekStart: '2026-11-16',
      participants,
      withheld: cases === null,
      cases,
      ratePer1000: cases === null ? null : (1000 * cases) / participants,
      lower: null,
      upper: null,
    });
    client.rates.set(dengue.areaId, {
      area: { id: dengue.areaId, name: 'Mumbai', level: 'district', country: 'IN' },
      definition: 'dli',
      minParticipants: 20,
      weeks: [week('2026-W47', 12, null), week('2026-W48', 40, 1)],
    });
    render(inMapCatalogs(<AreaAlerts client={client} bbox={[70, 17, 75, 21]} />));
    await waitFor(() => expect(screen.getAllByText(/per 1,000 participants/)).toHaveLength(3));
    const figures = ': this week (2026-W48) 25 (1 of 40); last week (2026-W47) not enough participants.';
    const [dengueItem, allItem, covidItem] = screen.getAllByRole('listitem');
    expect(dengueItem).toHaveTextContent(`Dengue-like illness per 1,000 participants${figures}`);
    expect(allItem).toHaveTextContent(`Influenza-like illness (WHO) per 1,000 participants${figures}`);
    expect(covidItem).toHaveTextContent(`COVID-like illness per 1,000 participants${figures}`);
    expect(client.rateQueries.map((q) => q.definition)).toEqual(['dli', 'ili-who', 'cli']);
    expect(new Set(client.rateQueries.map(({ area, weeks }) => `${area} ${weeks}`))).toEqual(
      new Set(['in.d.maharashtra.mumbai 2']),
    );
  });

  it('says so when the rates cannot be loaded', async () => {
    const client = new ScriptedClient();
    client.areaAlarms = [dengue];
    render(inMapCatalogs(<AreaAlerts client={client} bbox={[70, 17, 75, 21]} />));
    expect(await screen.findByText('Weekly rates could not be loaded.')).toBeInTheDocument();
  });
});
