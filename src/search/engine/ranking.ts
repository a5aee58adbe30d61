/**
 * Algolia's tie-breaking criteria, in order: typos, attribute, proximity, exact; then the custom
 * ranking, precomputed as one rank per record. Scores live in typed arrays reused across queries.
 */
import {typosOfCost, type QueryMatches} from './query';

/** Algolia's cap on the distance counted between two query words (also the cost of words in different attributes). */
const MAX_PROXIMITY = 8;

export class Ranking {
  private readonly typos: Int32Array;
  private readonly attribute: Int32Array;
  private readonly proximity: Int32Array;
  private readonly exact: Int32Array;
  // Per query word, while scanning one record.
  private bestCost = new Int32Array(0);
  private wordAttribute = new Int32Array(0);
  private lastAttribute = new Int32Array(0);
  private lastPosition = new Int32Array(0);
  private pairDistance = new Int32Array(0);

  /** `customRank[record]`: the record's place when sorted by pageRank desc, level desc, position asc. */
  constructor(private readonly customRank: Int32Array) {
    const size = customRank.length;
    this.typos = new Int32Array(size);
    this.attribute = new Int32Array(size);
    this.proximity = new Int32Array(size);
    this.exact = new Int32Array(size);
  }

  /**
   * Scores a record that holds every query word, from its attributes' term ids (in ranked attribute order).
   * A word's best match gives its typos and exactness. The attribute criterion is the weakest attribute
   * needed to find every word (each word at its best), then the best attribute any word is in: a heading
   * holding all the words ranks above a heading holding some of them and the body the rest. The closest
   * occurrences of consecutive words in one attribute give the proximity.
   */
  score(record: number, attributes: readonly Int32Array[], matches: QueryMatches): void {
    const wordCount = matches.words.length;
    if (this.bestCost.length < wordCount) {
      this.bestCost = new Int32Array(wordCount);
      this.wordAttribute = new Int32Array(wordCount);
      this.lastAttribute = new Int32Array(wordCount);
      this.lastPosition = new Int32Array(wordCount);
      this.pairDistance = new Int32Array(wordCount);
    }
    const {bestCost, wordAttribute, lastAttribute, lastPosition, pairDistance} = this;
    const {entryWord, entryCost, entryNext} = matches;
    bestCost.fill(0x7fffffff, 0, wordCount);
    wordAttribute.fill(-1, 0, wordCount);
    lastAttribute.fill(-1, 0, wordCount);
    pairDistance.fill(MAX_PROXIMITY, 0, wordCount);
    let bestAttribute = attributes.length;
    for (let attribute = 0; attribute < attributes.length; attribute++) {
      const terms = attributes[attribute]!;
      for (let position = 0; position < terms.length; position++) {
        for (let entry = matches.first(terms[position]!); entry !== -1; entry = entryNext[entry]!) {
          const word = entryWord[entry]!;
          const cost = entryCost[entry]!;
          if (cost < bestCost[word]!) bestCost[word] = cost;
          if (attribute < bestAttribute) bestAttribute = attribute;
          // Attributes come in ranked order: the first one a word is seen in is its best.
          if (wordAttribute[word] === -1) wordAttribute[word] = attribute;
          // Query words in order count their distance; in reverse order, one more.
          if (word > 0 && lastAttribute[word - 1] === attribute) {
            pairDistance[word - 1] = Math.min(
              pairDistance[word - 1]!,
              Math.max(1, position - lastPosition[word - 1]!),
            );
          }
          if (word + 1 < wordCount && lastAttribute[word + 1] === attribute) {
            pairDistance[word] = Math.min(
              pairDistance[word]!,
              position - lastPosition[word + 1]! + 1,
            );
          }
          lastAttribute[word] = attribute;
          lastPosition[word] = position;
        }
      }
    }
    let typos = 0;
    let exact = 0;
    let proximity = 0;
    let weakestAttribute = 0;
    for (let word = 0; word < wordCount; word++) {
      weakestAttribute = Math.max(weakestAttribute, wordAttribute[word]!);
      typos += typosOfCost(bestCost[word]!);
      if (bestCost[word] === 0) exact++;
      if (word + 1 < wordCount) proximity += pairDistance[word]!;
    }
    this.typos[record] = typos;
    this.attribute[record] = weakestAttribute * (attributes.length + 1) + bestAttribute;
    this.proximity[record] = proximity;
    this.exact[record] = exact;
  }

  /** Sort comparator over scored records: fewer typos, better attribute, closer words, more exact words, then custom ranking. */
  readonly compare = (a: number, b: number): number =>
    this.typos[a]! - this.typos[b]! ||
    this.attribute[a]! - this.attribute[b]! ||
    this.proximity[a]! - this.proximity[b]! ||
    this.exact[b]! - this.exact[a]! ||
    this.customRank[a]! - this.customRank[b]!;
}
