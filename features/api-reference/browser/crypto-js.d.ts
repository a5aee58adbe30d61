// crypto-js ships without types; features/api-reference/browser/cryptoSha1.ts uses this one function.
declare module 'crypto-js/sha1' {
  interface WordArray {
    toString(): string;
  }
  export default function SHA1(message: string): WordArray;
}
