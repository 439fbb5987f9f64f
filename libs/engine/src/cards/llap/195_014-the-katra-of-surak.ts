// The Katra of Surak (llap, 195_014): incident — played on your Vulcan personnel: that personnel gains Archaeology and your Vulcans present with it gain Honor and +1 to every attribute; ignoring Treachery and moving the katra are played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_014', {
  title: 'The Katra of Surak',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-personnel', who: { affiliations: ['Vulcan'] } },
  duration: 'on-target-card',
  modifiers: [
    { kind: 'gain-skill', skill: 'Archaeology', to: {}, where: 'host' },
    { kind: 'gain-skill', skill: 'Honor', to: { characteristics: ['Vulcan'] }, where: 'present' },
    { kind: 'attributes', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, to: { characteristics: ['Vulcan'] }, where: 'present' },
  ],
  // "(Unique.)": play.ts › markedUniqueProblem refuses a second copy while one is in play (1E rulebook › PLAYING A CARD › ENTERING PLAY).
  manual: ['your Vulcans present may ignore their Treachery', 'moving it to another personnel present (start of your turn, or when its host dies) with a Mindmeld present'],
});
