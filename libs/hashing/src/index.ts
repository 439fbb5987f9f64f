export { sha256Hex, sha256HexOfLines, sha256HexOfBytes, sha256Bytes, portableSha256Hex } from './sha256';
export { canonicalJson, isJsonValue, CanonicalText } from './canonical-json';
