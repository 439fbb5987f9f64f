export { sha256Hex, sha256Bytes } from './sha256';
export { canonicalJson, isJsonValue, CanonicalText } from './canonical-json';
