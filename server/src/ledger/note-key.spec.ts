import { createPublicKey, verify } from 'node:crypto';
import { splitNote } from '#domain/checkpoint';
import { openNote, parseSigner, parseVerifier, signerFromSeed, signNote } from './note-key.js';

// Go's golang.org/x/mod/sumdb/note tests (note_test.go): the same key pair and text, and the exact
// signed note Go's Sign writes (Ed25519 is deterministic, so ours must match byte for byte).
const PETER_SKEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const PETER_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const TEXT = "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const PETER_SIGNED = `${TEXT}\n— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`;
const ENOCH_LINE =
  '— EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n';

// The C2SP signed-note spec's own example (c2sp.org/signed-note, "Example").
const SPEC_VKEY = 'example.com/foo+530d903a+AekyeRrm56hApGFkyQR4ZCbV54Id2LKaANYcrnKv3U2k';
const SPEC_NOTE =
  'This is an example message.\n\n— example.com/foo Uw2QOkn8srV1yJGh2VYRlL1Tnagv1YEq6TfXppzi2ONncAlTgK7Ztg1ERYNZXsYjOBH3mFXmRKuwHjG1Yu72IneyaQM=\n';

describe('signed notes', () => {
  it("reads Go's signer key and derives its verifier key and key ID", () => {
    const signer = parseSigner(PETER_SKEY);
    expect(signer.name).toBe('PeterNeumann');
    expect(signer.keyId).toBe(0xc74f20a3);
    expect(signer.vkey).toBe(PETER_VKEY);
    expect(signer.skey).toBe(PETER_SKEY);
  });

  it('signs exactly as Go does', () => {
    expect(signNote(TEXT, parseSigner(PETER_SKEY))).toBe(PETER_SIGNED);
  });

  it("opens Go's note with its verifier key, ignoring another key's signature", () => {
    expect(openNote(PETER_SIGNED + ENOCH_LINE, parseVerifier(PETER_VKEY))).toEqual({ text: TEXT });
  });

  it("verifies the spec's example", () => {
    expect(openNote(SPEC_NOTE, parseVerifier(SPEC_VKEY))).toEqual({ text: 'This is an example message.\n' });
  });

  it('refuses a changed text, a changed signature and a note without the key', () => {
    const verifier = parseVerifier(PETER_VKEY);
    expect(openNote(PETER_SIGNED.replace('problem,', 'problem;'), verifier)).toEqual({
      error: 'The signature of PeterNeumann does not verify: the note was changed or signed by another key',
    });
    expect(openNote(PETER_SIGNED.replace('x08go', 'x08gp'), verifier)).toHaveProperty('error');
    expect(openNote(`${TEXT}\n${ENOCH_LINE}`, verifier)).toEqual({
      error: 'The note carries no signature of PeterNeumann+c74f20a3',
    });
    expect(openNote(TEXT, verifier)).toEqual({
      error: 'A signed note has a blank line between its text and its signatures',
    });
  });

  it('refuses mangled keys', () => {
    expect(() => parseVerifier(PETER_VKEY.replace('c74f20a3', 'c74f20a4'))).toThrow("The verifier key's ID c74f20a4");
    expect(() => parseVerifier('PeterNeumann+c74f20a3')).toThrow('A verifier key reads');
    expect(() => parseSigner(PETER_SKEY.replace('PRIVATE', 'PUBLIC'))).toThrow('A signer key reads');
    expect(() => parseVerifier('PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW')).toThrow(
      'not a name, an 8-digit hex key ID and an Ed25519 key',
    );
  });

  it('makes signatures that node:crypto verifies from the published public key alone', () => {
    const signer = signerFromSeed('signals.example.com/ledger', new Uint8Array(32).fill(7));
    const note = signNote('signals.example.com/ledger\n3\nAAAA\n', signer);
    const split = splitNote(note);
    if (typeof split === 'string') throw new Error(split);
    const rawKey = Buffer.from(signer.vkey.split('+')[2], 'base64').subarray(1);
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: rawKey.toString('base64url') },
      format: 'jwk',
    });
    expect(verify(null, Buffer.from(split.text), publicKey, split.signatures[0].signature)).toBe(true);
  });
});
