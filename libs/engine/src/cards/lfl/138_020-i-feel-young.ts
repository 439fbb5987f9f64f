// I Feel Young (lfl, 138_020): interrupt — one of your film-era personnel gains Youth until the end of the turn; or, just after any Spock is killed (a personnel discarded from play), it downloads any [Films] Kirk.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_020', {
  title: 'I Feel Young',
  scenario: 'behaviour/killed-returns.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { icons: ['Films'] } },
  modifiers: [{ kind: 'host-gains', skills: ['Youth'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  // The other way (1E rulebook › DOWNLOADING; GETTING HURT › KILLED: behaviour/killed-returns.ts › just-killed-named).
  modes: [
    {
      play: { window: { kind: 'response', to: 'personnel-killed' }, requires: [{ kind: 'just-killed-named', names: ['Spock'] }] },
      targets: { kind: 'card-to-download', filter: { types: ['Personnel'], icons: ['Films'], names: ['Kirk'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
      duration: 'instant',
    },
  ],
});
