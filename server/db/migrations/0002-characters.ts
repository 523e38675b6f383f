/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers';

/** Every account owns this character. */
const STARTER_CHARACTER_ID = 1;

/**
 * The catalogue as it was when this migration shipped, frozen as data (one row a line): a migration never reads app
 * code, so a later column or balance change cannot break it. Start-up seeding (server/content/characters.ts) keeps the
 * catalogue current.
 */
// prettier-ignore
const CATALOGUE_COLUMNS = ['characterid', 'name', 'name_en', 'skin', 'rarity', 'health', 'hunger', 'thirst', 'sanity', 'pasiva', 'price', 'description', 'description_en'] as const;
// prettier-ignore
const CATALOGUE: (string | number)[][] = [
  [1, 'Turista', 'Tourist', 'tourist', 'common', 100, 100, 100, 100, 'holiday_mood', 0, 'Venía a tumbarse al sol y acabó en una isla desierta. Equilibrado en todo.', 'Came to lie in the sun and ended up on a desert island. Balanced in everything.'],
  [2, 'Surfista', 'Surfer', 'surfer', 'common', 105, 95, 90, 110, 'sun_hardened', 1000, 'Tranquilo pase lo que pase, aunque siempre tiene la boca seca.', 'Laid-back whatever happens, though always thirsty.'],
  [3, 'Pescador', 'Fisher', 'fisher', 'common', 100, 110, 95, 95, 'catch_of_the_day', 1000, 'Paciente y bien alimentado: el mar siempre le da algo.', 'Patient and well fed: the sea always gives him something.'],
  [4, 'Mochilera', 'Backpacker', 'backpacker', 'common', 95, 100, 105, 100, 'well_packed', 1000, 'Lleva de todo en la mochila y sabe sacarle partido.', 'Carries a bit of everything and knows how to use it.'],
  [5, 'Socorrista', 'Lifeguard', 'lifeguard', 'rare', 120, 95, 105, 100, 'rescue_training', 5000, 'Fuerte y entrenado para aguantar golpes en el agua y fuera de ella.', 'Strong and trained to take a beating, in the water and out of it.'],
  [6, 'Chef', 'Chef', 'chef', 'rare', 100, 125, 100, 95, 'gourmet', 5000, 'Convierte cualquier cosa en un banquete. Nunca pasa hambre mucho tiempo.', 'Turns anything into a feast. Never stays hungry for long.'],
  [7, 'Doctora', 'Doctor', 'doctor', 'rare', 110, 95, 100, 115, 'medical_knowledge', 5000, 'Sabe tratar heridas y venenos mejor que nadie en la isla.', 'Treats wounds and poisons better than anyone on the island.'],
  [8, 'Scout', 'Scout', 'scout', 'rare', 105, 105, 110, 100, 'water_finder', 5000, 'Siempre preparado: encuentra agua donde nadie mira.', 'Always prepared: finds water where nobody looks.'],
  [9, 'Bióloga marina', 'Marine biologist', 'biologist', 'super-rare', 100, 110, 110, 120, 'knows_what_is_edible', 12000, 'Conoce cada planta y cada pez: nada de lo que come le sienta mal.', 'Knows every plant and fish: nothing she eats disagrees with her.'],
  [10, 'Yogui', 'Yogi', 'yogi', 'super-rare', 95, 105, 100, 140, 'inner_peace', 12000, 'Su mente es un lago en calma, aunque su cuerpo sea frágil.', 'A mind like a still lake, in a fragile body.'],
  [11, 'Pirata', 'Pirate', 'pirate', 'super-rare', 120, 110, 115, 95, 'hardtack_and_rum', 12000, 'Duro como una vieja galleta de barco y un poco loco.', 'Tough as old ship biscuit, and a little mad.'],
  [12, 'Exploradora', 'Explorer', 'explorer', 'epic', 120, 115, 115, 110, 'forager', 30000, 'Ha cruzado selvas y desiertos; la isla es solo otra aventura.', 'Has crossed jungles and deserts; the island is just another adventure.'],
  [13, 'Astronauta', 'Astronaut', 'astronaut', 'epic', 110, 110, 120, 120, 'astronaut_training', 30000, 'Entrenado para el aislamiento y para racionar cada gota.', 'Trained for isolation and for rationing every drop.'],
  [14, 'Chamán', 'Shaman', 'shaman', 'epic', 105, 110, 105, 140, 'spirit_guide', 30000, 'Los espíritus de la isla le susurran y le protegen.', 'The spirits of the island whisper to him and protect him.'],
  [15, 'Ninja', 'Ninja', 'ninja', 'legendary', 125, 115, 115, 125, 'shadow_step', 75000, 'Nadie lo ve llegar, y el peligro tampoco lo alcanza.', 'Nobody sees him coming, and danger rarely catches him.'],
  [16, 'Capitana', 'Captain', 'captain', 'legendary', 130, 115, 115, 120, 'captains_resolve', 75000, 'Ha sobrevivido a cien tormentas y no piensa hundirse en esta.', 'Has weathered a hundred storms and will not sink in this one.'],
  [17, 'Vampiro', 'Vampire', 'vampire', 'mythic', 140, 120, 110, 130, 'undead_vigour', 150000, 'De vacaciones lejos del sol. Sus heridas se cierran solas.', 'On holiday away from the sun. His wounds close by themselves.'],
  [18, 'Robot', 'Robot', 'robot', 'mythic', 150, 110, 110, 130, 'machine_body', 150000, 'Ni venenos ni fiebres: su cuerpo de metal no entiende de males.', 'No poison, no fever: a metal body knows no illness.'],
  [19, 'Sirena', 'Mermaid', 'mermaid', 'exclusive', 125, 120, 150, 125, 'child_of_the_sea', 300000, 'El mar es su casa: la sed no existe para ella.', 'The sea is her home: thirst does not exist for her.'],
  [20, 'Dragona', 'Dragon', 'dragon', 'exclusive', 150, 130, 115, 125, 'dragon_scales', 300000, 'Escamas duras como roca y un fuego que la hace renacer.', 'Scales hard as rock and a fire that brings her back.'],
];

/** The character catalogue and what each player owns; every account, old or new, owns the starter. */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('characters')
    .addColumn('characterid', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text')
    .addColumn('skin', 'text', (col) => col.notNull())
    .addColumn('rarity', 'text', (col) => col.notNull())
    .addColumn('health', 'integer', (col) => col.notNull().check(sql`health > 0`))
    .addColumn('hunger', 'integer', (col) => col.notNull().check(sql`hunger > 0`))
    .addColumn('thirst', 'integer', (col) => col.notNull().check(sql`thirst > 0`))
    .addColumn('sanity', 'integer', (col) => col.notNull().check(sql`sanity > 0`))
    .addColumn('pasiva', 'text')
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text')
    .execute();

  await db.schema
    .createTable('user_characters')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('characterid', 'integer', (col) => col.notNull().references('characters.characterid'))
    .addColumn('lvl', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`lvl >= 1`),
    )
    .addColumn('num_cards', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`num_cards >= 0`),
    )
    .addPrimaryKeyConstraint('user_characters_pk', ['user_id', 'characterid'])
    .execute();

  // The starter must exist before anyone can own it; the seeder keeps the catalogue current at every start.
  await db
    .insertInto('characters')
    .values(CATALOGUE.map((row) => Object.fromEntries(CATALOGUE_COLUMNS.map((column, i) => [column, row[i]]))))
    .execute();
  await db
    .insertInto('user_characters')
    .columns(['user_id', 'characterid'])
    .expression(db.selectFrom('users').select(['id', sql.lit(STARTER_CHARACTER_ID).as('characterid')]))
    .execute();
  await grantStarterToNewAccounts(db, dialect);
}

/**
 * Every account created from now on owns the starter from the statement that creates it, whichever code inserts it
 * (password registration, Google sign-in, tools): the database keeps the rule, and the insert stays one statement.
 */
async function grantStarterToNewAccounts(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const grant = sql`insert into user_characters (user_id, characterid) values (new.id, ${sql.lit(STARTER_CHARACTER_ID)})`;
  if (dialect === 'postgres') {
    await sql`create function grant_starter_character() returns trigger language plpgsql as $$
      begin ${grant}; return new; end $$`.execute(db);
    await sql`create trigger users_starter_character after insert on users
      for each row execute function grant_starter_character()`.execute(db);
  } else {
    await sql`create trigger users_starter_character after insert on users begin ${grant}; end`.execute(db);
  }
}
