/**
 * One schema for both drivers, as an ordered list of migrations. A migration is
 * never edited once released: a change to the schema is a new migration at
 * the end of the list.
 */
export interface Migration {
  readonly id: number;
  readonly name: string;
  /** Run in order, in one transaction with the others pending. */
  readonly statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'force lists, imported ORBATs, games as records',
    statements: [
      `CREATE TABLE force_lists (
        id text PRIMARY KEY,
        list json NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE orbats (
        id text PRIMARY KEY,
        faction_key text NOT NULL UNIQUE,
        orbat json NOT NULL,
        source text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE games (
        id text PRIMARY KEY,
        format text NOT NULL,
        setup json NOT NULL,
        seed json NOT NULL,
        options json NOT NULL,
        decisions integer NOT NULL DEFAULT 0,
        result json,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE game_choices (
        game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        step integer NOT NULL CHECK (step >= 0),
        side text NOT NULL CHECK (side IN ('a', 'b')),
        bot text,
        choice json NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, step)
      )`,
    ],
  },
  {
    id: 2,
    name: 'the rules version a game is played with',
    statements: [
      // The engine's RULES_VERSION as the game was created; NULL for games stored before it was kept.
      'ALTER TABLE games ADD COLUMN rules integer',
    ],
  },
];
