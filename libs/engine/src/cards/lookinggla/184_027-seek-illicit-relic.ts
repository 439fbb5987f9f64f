// Seek Illicit Relic (lookinggla, 184_027): mission — Dead End is nullified here when its owner attempts it; its owner's opponent may download The Charybdis once per game.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_027', {
  title: 'Seek Illicit Relic',
  scenario: 'behaviour/missions-text.spec.ts',
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Dead End'] }],
  mission: {
    opponentSide: { onceDownload: { titles: ['The Charybdis'] } },
  },
});
