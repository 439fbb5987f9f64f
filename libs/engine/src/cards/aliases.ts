// Reprints: card id → the id of the scripted printing with the same title, type and game text.
// Generated from the card list by libs/engine/scripts/card-aliases.mjs (ids only, no card text).
export const CARD_ALIASES: Readonly<Record<string, string>> = {};
