/**
 * The little the browser needs to know about a GraphQL document, without shipping the `graphql`
 * package (its lexer alone is ~30 KB gzipped): the text with ignored characters removed (spec
 * section 7's "whitespace-compacted" queries) and the operations it defines.
 */

export type OperationType = 'query' | 'mutation' | 'subscription';

interface Token {
  text: string;
  /** Anything but a punctuator (names, numbers, strings): two in a row need a space between them. */
  word: boolean;
}

const NAME_CHAR = /[A-Za-z0-9_]/;
const PUNCTUATORS = '!$&()[]{}:=@|';

function* tokens(document: string): Generator<Token> {
  let i = 0;
  while (i < document.length) {
    const char = document[i];
    if (char === '#') {
      while (i < document.length && document[i] !== '\n' && document[i] !== '\r') i++;
    } else if (char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === ',' || char === '\ufeff') {
      i++;
    } else if (document.startsWith('"""', i)) {
      let end = i + 3;
      while (end < document.length && !document.startsWith('"""', end)) end += document.startsWith('\\"""', end) ? 4 : 1;
      yield { text: document.slice(i, end + 3), word: true };
      i = end + 3;
    } else if (char === '"') {
      let end = i + 1;
      while (end < document.length && document[end] !== '"' && document[end] !== '\n') end += document[end] === '\\' ? 2 : 1;
      yield { text: document.slice(i, end + 1), word: true };
      i = end + 1;
    } else if (document.startsWith('...', i)) {
      yield { text: '...', word: false };
      i += 3;
    } else if (PUNCTUATORS.includes(char)) {
      yield { text: char, word: false };
      i++;
    } else {
      let end = i + 1;
      while (
        end < document.length &&
        (NAME_CHAR.test(document[end]) ||
          ((document[end] === '.' || document[end] === '-' || document[end] === '+') && /[0-9eE]/.test(document[end - 1] ?? '')))
      )
        end++;
      yield { text: document.slice(i, end), word: true };
      i = end;
    }
  }
}

/** The document with comments, commas and insignificant white space removed; string values untouched. */
export function compactDocument(document: string): string {
  let out = '';
  let previousWasWord = false;
  for (const token of tokens(document)) {
    // As graphql-js does: a space between two words, and before a spread that follows a word.
    if (previousWasWord && (token.word || token.text === '...')) out += ' ';
    out += token.text;
    previousWasWord = token.word;
  }
  return out;
}

/** The operations a document defines, in order, with their names (fragments are skipped). */
export function operationsOf(document: string): Array<{ type: OperationType; name?: string }> {
  const operations: Array<{ type: OperationType; name?: string }> = [];
  let depth = 0;
  // The definition whose header is being read at the top level, until its selection set opens.
  let header: { type: OperationType; name?: string; named: boolean } | 'fragment' | null = null;
  for (const token of tokens(document)) {
    if (token.text === '{' || token.text === '(') {
      if (depth === 0 && token.text === '{') {
        if (header === null)
          operations.push({ type: 'query' }); // the `{ ... }` shorthand
        else if (header !== 'fragment') operations.push(header.name ? { type: header.type, name: header.name } : { type: header.type });
        header = null;
      }
      depth++;
    } else if (token.text === '}' || token.text === ')') {
      depth--;
    } else if (depth === 0) {
      if (header === null && (token.text === 'query' || token.text === 'mutation' || token.text === 'subscription')) {
        header = { type: token.text, named: false };
      } else if (header === null && token.text === 'fragment') {
        header = 'fragment';
      } else if (header && header !== 'fragment' && !header.named) {
        header.named = true;
        if (token.word) header.name = token.text;
      }
    }
  }
  return operations;
}
