// HQ: War Room (ds9, 112_068): event — lies on a homeworld; your personnel in play of the homeworld's affiliation who are OFFICER or SECURITY (classification or skill), or have Leadership or Resistance, are CUNNING +2 and STRENGTH +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_068', {
  title: 'HQ: War Room',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { homeworld: true } },
  duration: 'on-target-mission',
  modifiers: [
    {
      kind: 'fleet-personnel-attribute',
      attributes: ['CUNNING', 'STRENGTH'],
      delta: 2,
      whose: 'yours',
      where: 'homeworld-affiliation',
      to: {},
      filter: {
        anyOf: [{ classification: 'OFFICER' }, { skill: 'OFFICER' }, { classification: 'SECURITY' }, { skill: 'SECURITY' }, { skill: 'Leadership' }, { skill: 'Resistance' }],
      },
    },
  ],
});
