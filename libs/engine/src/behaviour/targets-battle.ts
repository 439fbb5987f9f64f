/**
 * Legal targets of the battle target words (vocabulary-battle.ts), read by `validTargets`
 * (behaviour/play.ts). 1E rulebook › BATTLE › Reminder: Actions and Valid Responses (responses to
 * the battle just initiated); ATTEMPT A MISSION › ENCOUNTERING DILEMMAS › Clarification: Triggered &
 * Targeted Effects (no valid target, no play).
 */
import { bp } from '../context';
import { meetGroup, memberOf, requirement } from '../attempt/requirements';
import type { GameState, PlayerId, ResponseWindow } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import type { BattleTarget } from './vocabulary-battle';
import { finding } from './target-table';

/** The innermost window answering a just-initiated battle (a response's own window may lie above it). */
export function battleWindow(state: GameState): ResponseWindow | undefined {
  return [...(state.windows ?? [])].reverse().find((window) => window.action === 'battle-initiated');
}

function crewMeets(state: GameState, ship: string, text: string): boolean {
  const owner = state.cards[ship]!.owner;
  const crew = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === owner && !state.cards[iid]!.stopped && bp(state, iid).type === 'Personnel');
  return meetGroup(state, requirement(text), crew).verdict === 'met';
}

export function battleTargets(state: GameState, player: PlayerId, spec: BattleTarget): string[] {
  const battle = state.battle;
  const window = battleWindow(state);
  switch (spec.kind) {
    case 'battle-target-ship':
      return battle?.kind === 'ship' && window && battle.target && (!spec.crew || crewMeets(state, battle.target, spec.crew)) ? [battle.target] : [];
    case 'ship-with-crew':
      return Object.values(state.cards)
        .filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship' && crewMeets(state, instance.iid, spec.crew))
        .map((instance) => instance.iid);
    case 'personnel-battle-just-initiated':
      return battle?.kind === 'personnel' && window ? [window.card] : [];
    case 'your-personnel-in-battle': {
      if (battle?.kind !== 'personnel' || !window) return [];
      const mine = [...battle.attacking, ...battle.defending].filter((iid) => {
        const instance = state.cards[iid];
        if (!instance || instance.owner !== player || instance.zone !== battle.zone) return false;
        const card = bp(state, iid);
        if (spec.affiliation && !(card.affiliations as readonly string[]).includes(spec.affiliation)) return false;
        return !spec.icon || card.icons.some((icon) => icon.code === spec.icon);
      });
      return mine.slice(0, 1);
    }
    case 'personnel-battle-armed': {
      if (battle?.kind !== 'personnel' || !window || !battle.zone) return [];
      const armed = cardsIn(state, battle.zone).some(
        (iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Equipment' && bp(state, iid).characteristics.some((c) => spec.keywords.some((k) => c.toLowerCase() === k.toLowerCase())),
      );
      return armed ? [window.card] : [];
    }
    case 'personnel-battle-just-lost': {
      const last = state.lastBattle;
      const top = (state.windows ?? [])[(state.windows ?? []).length - 1];
      if (!last || top?.action !== 'battle-ended' || last.winner === null || last.winner === player) return [];
      return cardsIn(state, last.zone).some((iid) => state.cards[iid]!.owner !== player && bp(state, iid).type === 'Personnel') ? [top.card] : [];
    }
    case 'avenger-after-battle': {
      const last = state.lastBattle;
      const top = (state.windows ?? [])[(state.windows ?? []).length - 1];
      if (!last || top?.action !== 'battle-ended') return [];
      const ofSpecies = (iid: string) => (memberOf(state, iid).characteristics ?? bp(state, iid).characteristics).some((c) => spec.species.some((name) => c.toLowerCase() === name.toLowerCase()));
      // The killed are in the discard pile now: their printed card tells their species and owner.
      const lost = last.killed.some((iid) => state.cards[iid]?.owner === player && bp(state, iid).characteristics.some((c) => spec.species.some((name) => c.toLowerCase() === name.toLowerCase())));
      if (!lost) return [];
      const here = cardsIn(state, last.zone).filter((iid) => bp(state, iid).type === 'Personnel');
      if (!here.some((iid) => state.cards[iid]!.owner !== player)) return [];
      return here.filter((iid) => state.cards[iid]!.owner === player && !state.cards[iid]!.disabled && ofSpecies(iid)).slice(0, 1);
    }
  }
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_TARGETS = finding(['battle-target-ship', 'ship-with-crew', 'personnel-battle-just-initiated', 'your-personnel-in-battle', 'avenger-after-battle', 'personnel-battle-armed', 'personnel-battle-just-lost'], (state, player, spec) => battleTargets(state, player, spec));
