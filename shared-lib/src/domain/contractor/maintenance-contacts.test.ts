import { keyContactsOf, type ContactSource } from './maintenance-contacts';

const done = (proName: string | null, title: string, date: string, doneBy: 'DIY' | 'PRO' = 'PRO'): ContactSource => ({ kind: 'completed', doneBy, proName, title, date });

describe('key contacts of a maintenance plan', () => {
  it('lists each named professional once, with the work done and the last visit, most recent first', () => {
    const contacts = keyContactsOf([
      done('Ace Plumbing', 'Flush the water heater', '2026-03-02'),
      done('  ace   plumbing ', 'Check the sump pump', '2026-09-10'),
      done('Ace Plumbing', 'Flush the water heater', '2026-01-05'),
      done('Cool Air Co', 'Service the air conditioner', '2026-05-20'),
    ]);
    expect(contacts).toEqual([
      { name: 'Ace Plumbing', work: ['Flush the water heater', 'Check the sump pump'], lastVisit: '2026-09-10' },
      { name: 'Cool Air Co', work: ['Service the air conditioner'], lastVisit: '2026-05-20' },
    ]);
  });

  it('leaves out DIY work, unnamed professionals, skips and snoozes', () => {
    expect(
      keyContactsOf([
        done(null, 'Clean the gutters', '2026-04-01'),
        done('Me', 'Test smoke alarms', '2026-04-01', 'DIY'),
        { kind: 'skipped', doneBy: 'PRO', proName: 'Roof Pros', title: 'Inspect the roof', date: '2026-04-02' },
      ]),
    ).toEqual([]);
  });
});
