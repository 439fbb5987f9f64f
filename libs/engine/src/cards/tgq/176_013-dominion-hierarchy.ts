// Dominion Hierarchy (tgq, 176_013): incident with three ways. (1) Played on your Founder, where it lies: once each turn,
// your next Dominion Hierarchy plays for free. (2) Played on your Vorta present with your Founder and your Jem'Hadar: that
// Vorta is attributes all +2 and has a regular skill you name until the end of the turn; then the incident is discarded.
// (3) Seeded or played on your Dominion facility, where it lies: at a moment you suspend play you may download Jem'Hadar
// Sacrifice (onto a target of its own) or — as your personnel is about to die — Jem'Hadar Sacrifice or Security
// Sacrifice to save it; then the incident is discarded.
//   1E rulebook › PLAYING "FOR FREE"; THE CARDS › INCIDENTS; DOWNLOADING (suspending play); GETTING HURT › KILLED OR
//   DESTROYED; USING SKILLS › List of Regular Skills. Behaviour/free-play-grants.ts (`onHost`), named-skills.ts
//   (`presentWithAll`), attribute-shifts.ts, death-saver-downloads.ts, download-with-own-target.ts.
import { defineCard } from '../../behaviour/define';

const FOUNDER = { characteristic: 'Founder' } as const;
const DOM_FACILITY = { kind: 'your-facility', affiliations: ['Dominion'] } as const;

export default defineCard('176_013', {
  title: 'Dominion Hierarchy',
  scenario: 'behaviour/dominion-hierarchy.spec.ts',
  // Way 1: on your Founder.
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: FOUNDER },
  duration: 'on-target-card',
  grantsFreePlay: { titles: ['Dominion Hierarchy'], oncePerTurn: true, onHost: FOUNDER },
  modes: [
    // Way 2: on your Vorta present with your Founder and Jem'Hadar, then discarded.
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'your-personnel-and-any-skill', filter: { species: 'Vorta' }, presentWithAll: [FOUNDER, { species: "Jem'Hadar" }] },
      triggers: [{ on: 'played', effects: [{ kind: 'raise-target-attributes-until-end-of-turn', amount: 2 }, { kind: 'grant-named-skill-until-end-of-turn' }] }],
      duration: 'instant',
    },
    // Way 3: on your Dominion facility.
    { play: { window: { kind: 'normal-play' } }, targets: DOM_FACILITY, duration: 'on-target-card', seedsOnTarget: true },
  ],
  // Way 3's downloads, read only while it lies on a facility.
  deathSaverDownloads: { titles: ["Jem'Hadar Sacrifice", 'Security Sacrifice'], onHostTypes: ['Facility'] },
  abilities: [
    {
      id: 'download-jem-hadar-sacrifice',
      window: 'suspend-play',
      requires: [{ kind: 'lies-on', types: ['Facility'] }],
      targets: { kind: 'card-with-own-target', titles: ["Jem'Hadar Sacrifice"] },
      effects: [{ kind: 'download-with-own-target' }, { kind: 'discard-self' }],
    },
  ],
});
