// Attack Plans (dow, 227_007): event — lies on an Ops; once the opponent's personnel or ship has initiated a battle against a
// [DS9] Federation card of yours, your cards have no affiliation attack restrictions.
//   1E rulebook › BATTLE › INITIATING A BATTLE (Affiliation Attack Restrictions: unless permitted by a card); the record of
//   the cards attacked (behaviour/attacked-permits.ts; spec behaviour/attacked-permits.spec.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('227_007', {
  title: 'Attack Plans',
  scenario: 'behaviour/attacked-permits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ['Ops'] },
  duration: 'on-target-card',
  permits: [{ kind: 'attacked-lifts-attack-restrictions', attacked: { icons: ['DS9'], affiliation: 'Federation' } }],
});
