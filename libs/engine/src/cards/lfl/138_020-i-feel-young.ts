// I Feel Young (lfl, 138_020): interrupt — one of your film-era personnel gains Youth until the end of the turn; the Kirk download is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_020', {
  title: 'I Feel Young',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { icons: ['Films'] } },
  modifiers: [{ kind: 'host-gains', skills: ['Youth'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  manual: ['the other mode: download any [Films] Kirk when any Spock was just discarded from play'],
});
