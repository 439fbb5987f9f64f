// Julian Bashir (Through the Looking Glass) (lookinggla, 184_046): personnel — with Smiley present, he and Smiley are INTEGRITY, CUNNING and STRENGTH +2. Stealing a hand weapon present once per game stays manual.
import { defineCard } from '../../behaviour/define';

const withSmiley = { kind: 'with', titles: ['Smiley'] } as const;

export default defineCard('184_046', {
  title: 'Julian Bashir (Through the Looking Glass)',
  scenario: 'behaviour/personnel-d.spec.ts',
  modifiers: [
    { kind: 'personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, to: {}, where: 'self', when: withSmiley },
    { kind: 'personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, to: { names: ['Smiley'] }, where: 'present-personnel' },
  ],
  manual: ['once per game, may steal a hand weapon present'],
});
