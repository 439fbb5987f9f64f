/**
 * The engine's wire forms for clients (issue 17), importable alone by the web app
 * (`@captains-log/engine/wire`: no rules code): the compact command list and the compact view with
 * its changes. Both ends use these, so the form has one definition.
 */
export { compactCommands, expandCommands, type CommandEntry } from './command-groups';
export { compactForm, viewChanges, applyViewChanges, inflateView, type CompactCard, type CompactView, type CompactForm, type ViewChanges } from './view-forms';
