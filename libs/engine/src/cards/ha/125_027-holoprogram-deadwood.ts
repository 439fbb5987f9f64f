// Holoprogram: Deadwood (ha, 125_027): incident — seeded or played on your ship with a Holodeck, it lies there; Sheriff Worf and Deputy Rozhenko may report aboard. While both are aboard: the ship's location is span +1 for the opponent per SECURITY personnel of yours aboard (at most +4); the opponent may initiate battle there only with more SECURITY there than you; once each turn a dilemma naming SECURITY that your team with Sheriff Worf encounters there is nullified.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INCIDENTS; EXECUTING ORDERS › FLY A STARSHIP; BATTLE › INITIATING A BATTLE; ATTEMPT A MISSION ›
// ENCOUNTERING DILEMMAS. Behaviour/holodeck-sheriffs.ts (`sheriffs`); "requiring SECURITY" is read as the dilemma's text naming SECURITY.
export default defineCard('125_027', {
  title: 'Holoprogram: Deadwood',
  scenario: 'behaviour/hamm-incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck' },
  duration: 'on-target-card',
  // Issue 15 (voyent): seeds where it plays (seed-on-target.ts).
  seedsOnTarget: true,
  // Read only while it lies on its owner's ship (report-aboard.ts › reportAboardFiltersOf).
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', anyOf: [{ title: 'Sheriff Worf' }, { title: 'Deputy Rozhenko' }] } }],
  sheriffs: { both: ['Sheriff Worf', 'Deputy Rozhenko'], skill: 'SECURITY', spanMax: 4, nullifier: 'Sheriff Worf' },
});
