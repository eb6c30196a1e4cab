import {Command, CommanderError, Help, Option} from 'commander';
import {installProcessHandlers, reportError} from './report-error.js';
import {version} from './version.js';

export {reportError};

// biome-ignore lint/suspicious/noExplicitAny: commander hands each command's run its own argument types; only this launcher is untyped
type Action = (...args: any[]) => Promise<void> | void;

/**
 * Each command's module is imported only when that command runs, so `magis remind` and
 * `magis memories …` (cron and scripts) never load Ink, React or openai.
 */
const lazy =
  (load: () => Promise<{run: Action}>): Action =>
  async (...args: unknown[]) => {
    // strings.ts points errors at the user's language (the store's, else the locale's) for every command.
    const [mod] = await Promise.all([load(), import('./strings.js')]);
    await mod.run(...args);
  };

/**
 * A subcommand's module run with its options merged with its parent's: commander hands options
 * written after "agenda move" or "people checkup" to the parent, which declares them too.
 */
const lazyWithParent =
  (load: () => Promise<Action>, arity: number): Action =>
  async (...args: unknown[]) => {
    const cmd = args.at(-1) as Command;
    const parent = Object.fromEntries(Object.entries(cmd.parent?.opts() ?? {}).filter(([, v]) => v !== undefined));
    const [run] = await Promise.all([load(), import('./strings.js')]);
    await run(...args.slice(0, arity), {...cmd.opts(), ...parent});
  };

const now = () => new Option('--now <iso>', 'treat this ISO date-time as now (also MAGIS_NOW)');
const json = () => new Option('--json', 'print JSON for scripts');

function addFilters(cmd: Command, limitHelp: string): Command {
  return cmd
    .option('--context <context>', 'only work, personal or family')
    .option('--type <type>', 'only this memory type')
    .option('--min-importance <n>', 'only importance N or higher (1-10)')
    .option('--since <date>', 'only memories from this date on')
    .option('--until <date>', 'only memories up to this date')
    .option('-n, --limit <n>', limitHelp);
}

/** Fewer columns than this beside a term, and a description goes under its term instead. */
const NARROW_DESCRIPTION = 24;

/**
 * One term of --help with its description: side by side when there is room, else the description
 * on the lines under its term, wrapped at the terminal's width. Commander leaves a description it
 * cannot fit beside its term unwrapped, and a 60-column terminal broke it mid-word ("memór/ias").
 */
function helpItem(this: Help, term: string, termWidth: number, description: string, helper: Help): string {
  const width = this.helpWidth ?? 80;
  if (!description || width - termWidth - 4 >= NARROW_DESCRIPTION) return Help.prototype.formatItem.call(this, term, termWidth, description, helper);
  return `  ${term}\n      ${helper.boxWrap(description, width - 6).replace(/\n/g, '\n      ')}`;
}

export function buildProgram(): Command {
  const program = new Command('magis')
    .description('A command-line personal assistant that remembers.')
    .version(version(), '-V, --version')
    .showSuggestionAfterError()
    .configureHelp({sortSubcommands: false, minWidthToWrap: NARROW_DESCRIPTION, formatItem: helpItem});

  program
    .command('chat', {isDefault: true})
    .description('open the chat (Ink UI); the default command')
    .option('--context <context>', 'start in work, personal or family mode')
    .option('--new', 'start a new conversation')
    .addOption(now())
    .action(lazy(() => import('./commands/chat.js')));

  program
    .command('ask')
    .description('one chat turn without the UI: stores, learns, answers')
    .argument('<message>', 'what you say ("-" reads standard input)')
    .option('--new', 'start a new conversation instead of continuing the latest')
    .option('--context <context>', 'work, personal or family')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/ask.js')));

  program
    .command('extract')
    .description('show what magis would learn from a text (stores nothing)')
    .argument('<text>', 'the text to understand ("-" reads standard input)')
    .option('--explain', "show each clause's stance and the plan of changes, grounded against the store (read-only)")
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/extract.js')));

  const memories = program.command('memories').description('search and look after your memories');

  memories
    .command('add')
    .description('remember something explicitly')
    .argument('<text>', 'what to remember ("-" reads standard input)')
    .option('--importance <n>', 'importance 1-10 (default: judged from the text)')
    .option('--context <context>', 'work, personal or family (default: judged from the text)')
    .option('--type <type>', 'memory type')
    .addOption(json())
    .addOption(now().hideHelp(false))
    .action(lazy(() => import('./commands/memories/add.js')));

  addFilters(memories.command('list').description('list memories, newest first'), 'how many (default 20, 0 = all)')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/memories/list.js')));

  addFilters(memories.command('search').description('hybrid search: words, meaning, people, time').argument('<query>', 'what to look for'), 'how many results (default 10, 0 = all)')
    .option('--explain', 'show how each signal contributed to the score')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/memories/search.js')));

  memories
    .command('show')
    .description('one memory with its people, source message and history')
    .argument('<id>', 'memory id')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/memories/show.js')));

  memories
    .command('importance')
    .description('set how important a memory is (1-10)')
    .argument('<id>', 'memory id')
    .argument('<n>', 'importance 1-10')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/memories/importance.js')));

  memories
    .command('delete')
    .description('delete memories by id, or all before a date')
    .argument('[ids...]', 'memory ids')
    .option('--before <date>', 'delete every memory that happened before this date')
    .option('-y, --yes', 'do not ask for confirmation (needed for bulk deletes without a terminal)')
    .option('--learned', 'also remove the checkups, events and tasks the memories taught')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/memories/delete.js')));

  addFilters(memories.command('export').description('export memories (json, jsonl, csv or md)'), 'how many (default all)')
    .addOption(new Option('--format <format>', 'output format').choices(['json', 'jsonl', 'csv', 'md']).default('json'))
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .option('--redact', 'mask phone numbers, e-mails and document numbers')
    .addOption(now())
    .action(lazy(() => import('./commands/memories/export.js')));

  memories
    .command('import')
    .description("import memories: a magis export, another tool's JSON/JSONL (mem0, OpenMemory, string ids), text/Markdown notes or a folder of them (idempotent)")
    .argument('<file>', 'file or folder to import ("-" for stdin)')
    .option('--no-learn', 'store the memories only: learn no people, checkups, events or tasks from them (faster for huge files)')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/memories/import.js')));

  memories
    .command('compress')
    .description('fold old memories into weekly summaries (originals kept in an archive)')
    .option('--older-than <duration>', 'compress memories older than this', '30d')
    .option('--keep-importance <n>', 'keep memories of this importance or more active', '8')
    .option('--dry-run', 'print the plan and change nothing')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/memories/compress.js')));

  memories
    .command('uncompress')
    .description("undo a compression: restore a summary's memories")
    .argument('<summaryId>', 'summary id (from compress or search)')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/memories/uncompress.js')));

  memories
    .command('reembed')
    .description('rebuild all vectors with the configured embedder')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/memories/reembed.js')));

  const people = program
    .command('people')
    .description('who is who: the people magis knows and how they relate to you')
    .argument('[name]', 'show one person')
    .option('--tree', 'draw the family as a tree, you at the root')
    .option('--graph', 'everyone and every relationship (family, work, friends, neighbours), not only the family')
    .option('--format <format>', 'with --graph: text (default), dot (Graphviz) or mermaid')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/people.js')));

  people
    .command('set')
    .description('correct a person (created when nobody has that name)')
    .argument('<name>', 'who')
    .option('--name <new>', 'rename (the old name stays as an alias)')
    .option('--relation <relation>', 'their relation to you: son, mother, sister-in-law, friend… (or filho, mãe…)')
    .option('--age <n>', 'age in years')
    .option('--gender <gender>', 'female or male')
    .option('--birthday <date>', 'YYYY-MM-DD, or MM-DD when the year is unknown')
    .option('--force', 'set the relation even when someone else has it (a second wife, mother or father)')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/people-set.js')));

  people
    .command('merge')
    .description('two records of one person become one (OTHER moves into KEEP)')
    .argument('<keep>', 'the person to keep')
    .argument('<other>', 'the duplicate to fold in')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/people-merge.js')));

  people
    .command('forget')
    .description('forget a person: their relationships, checkups, events and reminders')
    .argument('<name>', 'who')
    .option('--memories', 'also delete the memories that mention them')
    .option('-y, --yes', 'do not ask for confirmation')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/people-forget.js')));

  people
    .command('checkup')
    .description("correct one of a person's checkups by its number in `magis people NAME` (undoable)")
    .argument('<name>', 'whose checkup')
    .argument('<n>', 'its number in `magis people NAME`')
    .argument('<action>', 'done, cancel, delete or move')
    .argument('[when]', 'for move (and optionally done): the day and time ("friday 3pm", "2026-12-03")')
    .addOption(json())
    .addOption(now())
    .action(lazyWithParent(() => import('./commands/people-checkup.js').then(m => m.run as Action), 4));

  program
    .command('pets')
    .description('your animals, with their vet visits and vaccines (never in `people`)')
    .argument('[name]', 'show one pet')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/pets.js')));

  const profile = program
    .command('profile')
    .description('what magis knows about you: name, city, work, languages, preferences')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/profile.js')));

  profile
    .command('set')
    .description('set a profile value (keys: name, city, occupation, language, variety, locale, languages, preferences, health-providers, work-hours, appointment-days, appointment-times)')
    .argument('<key>', 'which fact')
    .argument('<value>', 'its value (lists: items separated by ";")')
    .addOption(json())
    .addOption(now())
    .action(async (...args: unknown[]) => (await import('./commands/profile.js')).set(...(args as [string, string, {json?: boolean}, Command])));

  profile
    .command('unset')
    .description('forget a profile value')
    .argument('<key>', 'which fact')
    .addOption(json())
    .addOption(now())
    .action(async (...args: unknown[]) => (await import('./commands/profile.js')).unset(...(args as [string, {json?: boolean}, Command])));

  const remind = program
    .command('remind')
    .description('what is due: checkups, follow-ups, tasks (made for cron)')
    .addOption(json())
    .option('--within <duration>', 'include what falls due within this period', '14d')
    .option('--notify', 'also send a desktop notification (notify-send)')
    .option('--ics <file>', 'write due and scheduled items as an iCalendar file')
    .option('--all', 'print every due item, even those printed in the last 20 hours')
    .addOption(now())
    .action(lazy(() => import('./commands/remind/due.js')));

  remind
    .command('add')
    .description('record a checkup (needed, scheduled or done)')
    .argument('<kind>', 'dentist, eye_exam, general_checkup, …')
    .option('--person <name>', 'whose checkup (default: you)')
    .option('--status <status>', 'needed, scheduled or done', 'done')
    .option('--date <date>', 'when (default: today)')
    .option('--time <HH:MM>', 'at what time')
    .option('--every <months>', 'recurs every N months')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/remind/add.js')));

  remind
    .command('done')
    .description('acknowledge a checkup as done (or a task, by its id)')
    .argument('<kind>', 'dentist, eye_exam, general_checkup, … or an item id from magis remind --json')
    .option('--person <name>', 'whose checkup (default: you)')
    .option('--date <date>', 'when it was done (default: today)')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/remind/done.js')));

  remind
    .command('snooze')
    .description('quiet a due item for a while')
    .argument('<id>', 'item id (from magis remind --json)')
    .argument('[duration]', 'for how long', '7d')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/remind/snooze.js')));

  remind
    .command('install')
    .description('print the crontab line (and a systemd timer) for this installation')
    .option('--apply', 'add the line to your crontab')
    .action(lazy(() => import('./commands/remind/install.js')));

  const agenda = program
    .command('agenda')
    .description('what is coming: appointments, events, birthdays, tasks due (move, cancel, delete)')
    .option('--within <duration>', 'how far ahead to look', '7d')
    .option('--from <date>', 'start on this day (default: today)')
    .option('--context <context>', 'only work, personal or family')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/agenda.js')));

  const edit = (name: string, description: string, run: 'move' | 'cancel' | 'remove', when = false) => {
    const cmd = agenda.command(name).description(description).argument('<ref>', 'the number `magis agenda` shows, or an id from --json');
    // Help is in the user's language (help-pt.ts), the example of <when> too.
    if (when) cmd.argument('<when>', 'the new day and time ("friday 3pm", "tomorrow 9am", "2026-12-03 10:00")');
    if (run !== 'remove') {
      cmd.option('--series', 'on a recurring item, change every occurrence (default: the one the number showed)');
      // Said outright, as calendar apps ask: the one occurrence (what a number already means).
      cmd.addOption(new Option('--occurrence', 'on a recurring item, change only the occurrence the number showed (the default)').conflicts('series'));
    }
    cmd
      .option('--within <duration>', 'the window the number was shown in', '7d')
      .option('--from <date>', 'the day the listing started')
      .addOption(json())
      .addOption(now())
      .action(lazyWithParent(() => import('./commands/agenda-edit.js').then(m => m[run] as Action), when ? 2 : 1));
  };
  edit('move', 'move an agenda item to another day or time (undoable)', 'move', true);
  edit('cancel', 'cancel an agenda item (undoable)', 'cancel');
  edit('delete', 'delete an agenda item that was never real (undoable)', 'remove');

  program
    .command('timeline')
    .description('what happened, week by week: visits, events, tasks done, birthdays, memories, with the people in them')
    .option('--from <date>', 'first day (default: 4 weeks back, 12 with --person)')
    .option('--to <date>', 'last day (default: today)')
    .option('--person <name>', "one person's history")
    .option('--context <context>', 'only work, personal or family')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/timeline.js')));

  program
    .command('stats')
    .description('what magis knows and how it is doing: memories, people, checkups, events, tasks, learning per week, storage, LLM use')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/stats.js')));

  const tasks = program
    .command('tasks')
    .description('your open tasks (add, done)')
    .option('--all', 'include done tasks')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/tasks.js')));

  tasks
    .command('add')
    .description('add a task')
    .argument('<text>', 'what to do')
    .option('--due <date>', 'when it is due (YYYY-MM-DD, today, tomorrow)')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/tasks.js').then(m => ({run: m.add}))));

  tasks
    .command('done')
    .description('mark a task done')
    .argument('<id>', 'task id (from magis tasks)')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/tasks.js').then(m => ({run: m.done}))));

  const calendar = program
    .command('calendar')
    .description('two-way sync of the agenda with CalDAV calendars (Nextcloud, iCloud, Fastmail, Radicale, Google)')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/calendar.js').then(m => ({run: m.list}))));

  calendar
    .command('add')
    .description('add a CalDAV account (password from MAGIS_CALDAV_PASSWORD or --password-stdin, kept in keys.json)')
    .argument('<url>', "the server's CalDAV address")
    .option('--user <user>', 'the user name on the server')
    .option('--name <name>', 'what to call this account (default: the host name)')
    .option('--password-stdin', 'read the password from the first line of standard input')
    .addOption(json())
    .addOption(now())
    .action(lazyWithParent(() => import('./commands/calendar.js').then(m => m.add as Action), 1));

  calendar
    .command('list')
    .description('the calendar accounts added, with their last sync')
    .addOption(json())
    .addOption(now())
    .action(lazyWithParent(() => import('./commands/calendar.js').then(m => m.list as Action), 0));

  calendar
    .command('remove')
    .description('forget a calendar account and its password (the agenda keeps its items)')
    .argument('<name>', 'the name `magis calendar list` shows')
    .addOption(json())
    .addOption(now())
    .action(lazyWithParent(() => import('./commands/calendar.js').then(m => m.remove as Action), 1));

  calendar
    .command('login')
    .description("keep an account's password on this device again (after restore into a new home, or a new password)")
    .argument('<name>', 'the name `magis calendar list` shows')
    .option('--password-stdin', 'read the password from the first line of standard input')
    .addOption(json())
    .addOption(now())
    .action(lazyWithParent(() => import('./commands/calendar.js').then(m => m.login as Action), 1));

  calendar
    .command('sync')
    .description('sync the agenda both ways with every calendar account')
    .option('--accept-deletes', 'apply deletions even when the server dropped many synced items at once')
    .addOption(json())
    .addOption(now())
    .action(lazyWithParent(() => import('./commands/calendar.js').then(m => m.sync as Action), 0));

  program
    .command('export')
    .description('everything magis knows as one JSON document (magis import restores it)')
    .option('-o, --output <file>', 'write to this file (mode 0600) instead of stdout')
    .addOption(now())
    .action(lazy(() => import('./commands/export.js')));

  program
    .command('import')
    .description('bring back a magis export (merged without duplicates), a calendar (.ics), or a folder of notes')
    .argument('<file>', 'the file to import ("-" reads standard input)')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/import.js')));

  program
    .command('backup')
    .description('a consistent copy of the database file (SQLite online backup), mode 0600')
    .argument('<file>', 'where to write the copy')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/backup.js')));

  program
    .command('log')
    .description('past conversations, with the engine and model that answered; --conversation N shows its messages')
    .option('--conversation <n>', "show this conversation's messages")
    .option('-n, --limit <n>', 'how many conversations (default 20) or messages (default the last 50); 0 = all')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/log.js')));

  program
    .command('undo')
    .description('revert what the last message (or hand edit) taught or changed; again to step further back')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/undo.js')));

  program
    .command('restore')
    .description('replace the store with a backup made by magis backup, after checking it; the old one is kept as magis.db.before-restore')
    .argument('<file>', 'the backup')
    .option('-y, --yes', 'do not ask for confirmation')
    .addOption(json())
    .addOption(now())
    .action(lazy(() => import('./commands/restore.js')));

  program
    .command('mcp')
    .description('serve your memory to other assistants over the Model Context Protocol (stdio)')
    .addOption(now())
    .action(lazy(() => import('./commands/mcp.js')));

  program
    .command('forget')
    .description('delete everything magis knows, archive included')
    .option('--all', 'everything (required)')
    .option('-y, --yes', 'do not ask for confirmation')
    .addOption(now())
    .action(lazy(() => import('./commands/forget.js')));

  return program;
}

/** Every command under `cmd`, itself included. */
const commandTree = (cmd: Command): Command[] => [cmd, ...cmd.commands.flatMap(commandTree)];

/**
 * `--help` in Portuguese for a Portuguese user (issue 41: one language a screen): each description
 * from help-pt.ts, commander's headings, "(padrão: …)" and the usage's "[opções] [comando]".
 */
async function helpInPortuguese(program: Command): Promise<void> {
  const {HELP_NAMES_PT, HELP_PT, HELP_TITLES_PT} = await import('./help-pt.js');
  const pt = (text: string) => HELP_PT[text] ?? text;
  // "<duration>" → "<duração>", "[name]" → "[nome]": shown only, parsing reads positions and long flags.
  const placeholders = (text: string) => text.replace(/([<[])([A-Za-z]+)(\.\.\.)?([>\]])/g, (_m, open, word, dots, close) => `${open}${HELP_NAMES_PT[word] ?? word}${dots ?? ''}${close}`);
  const usageWords = (text: string) => placeholders(text.replace('[options]', '[opções]').replace('[command]', '[comando]'));
  const words = (text: string) => text.replace(/\(default: /g, '(padrão: ').replace(/\bchoices: /g, 'valores: ');
  program.helpCommand('help [command]', pt('display help for command'));
  for (const cmd of commandTree(program)) {
    cmd.description(pt(cmd.description()));
    cmd.helpOption('-h, --help', pt('display help for command'));
    for (const option of cmd.options) {
      option.description = pt(option.description);
      option.flags = placeholders(option.flags);
    }
    for (const argument of cmd.registeredArguments) argument.description = pt(argument.description);
    cmd.configureHelp({
      ...cmd.configureHelp(),
      styleTitle: (title: string) => HELP_TITLES_PT[title] ?? title,
      commandUsage: (c: Command) => usageWords(Help.prototype.commandUsage.call(c.createHelp(), c)),
      subcommandTerm: (c: Command) => usageWords(Help.prototype.subcommandTerm.call(c.createHelp(), c)),
      argumentTerm: (argument: Parameters<Help['argumentTerm']>[0]) => HELP_NAMES_PT[argument.name()] ?? argument.name(),
      optionDescription: (option: Option) => words(Help.prototype.optionDescription.call(cmd.createHelp(), option)),
      argumentDescription: (argument: Parameters<Help['argumentDescription']>[0]) => words(Help.prototype.argumentDescription.call(cmd.createHelp(), argument)),
    });
  }
}

/** Whether this run prints commander's help (`-h`, `--help`, `help …`, or a group named alone: `magis memories`). */
function showsHelp(program: Command, argv: string[]): boolean {
  const args = argv.slice(2);
  if (args[0] === 'help' || args.some(a => a === '-h' || a === '--help')) return true;
  const group = program.commands.find(c => c.name() === args[0]);
  return args.length === 1 && !!group && group.commands.length > 0 && !(group as unknown as {_actionHandler: unknown})._actionHandler;
}

/** The known command nearest to a mistyped one (at most 3 edits, and fewer than its length), or null. */
async function nearestCommand(word: string, names: string[]): Promise<string | null> {
  const {editDistance} = await import('../text/edit-distance.js');
  const scored = names.map(n => ({n, d: n.startsWith(word) && word.length >= 2 ? 1 : editDistance(word.toLowerCase(), n)})).sort((a, b) => a.d - b.d);
  return scored[0] && scored[0].d <= Math.min(3, word.length - 1) ? scored[0].n : null;
}

/** One sentence for a mistyped command, in the user's language, exit 2. */
async function unknownCommand(word: string, names: string[]): Promise<void> {
  const {cliStrings, storeLanguage} = await import('./strings.js');
  process.stderr.write(`magis: ${cliStrings(await storeLanguage()).unknownCommand(word, await nearestCommand(word, names))}\n`);
  process.exitCode = 2;
}

export async function main(argv: string[]): Promise<void> {
  const program = buildProgram();
  // "magis akk" would reach the default command (chat) as an argument: "too many arguments for 'chat'".
  const first = argv[2];
  const names = [...program.commands.flatMap(c => [c.name(), ...c.aliases()]), 'help'];
  if (first !== undefined && !first.startsWith('-') && !names.includes(first)) return unknownCommand(first, names);
  // A mistyped subcommand ("magis memories serch") gets the same sentence instead of commander's two lines.
  let unknownSub = null as {word: string; names: string[]} | null;
  // Commander's other complaints (a missing argument, an unknown option) are said again as one
  // sentence in the user's language (src/cli/strings.ts).
  let commanderError = null as string | null;
  program.exitOverride();
  const all = [program, ...program.commands, ...program.commands.flatMap(c => c.commands)];
  for (const cmd of all) {
    cmd.exitOverride();
    cmd.configureOutput({
      outputError: str => {
        const subs = cmd.commands.flatMap(c => [c.name(), ...c.aliases()]);
        const m = /unknown command '([^']+)'/.exec(str);
        // `remind`, `tasks` take no argument but have subcommands: "remind snoze 1" is a mistyped one.
        const extra = subs.length && /too many arguments for '/.test(str) ? argv.slice(argv.indexOf(cmd.name()) + 1).find(a => !a.startsWith('-')) : undefined;
        if (m || extra) unknownSub = {word: m ? m[1]! : extra!, names: subs};
        else commanderError = str;
      },
    });
  }
  installProcessHandlers();
  if (showsHelp(program, argv)) {
    const {cliLanguage} = await import('./strings.js');
    if (cliLanguage() === 'pt') await helpInPortuguese(program);
  }
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      if (unknownSub) return unknownCommand(unknownSub.word, unknownSub.names);
      if (commanderError) {
        const {cliStrings, storeLanguage} = await import('./strings.js');
        process.stderr.write(`magis: ${cliStrings(await storeLanguage()).usage(commanderError)}\n`);
      }
      const ok = error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help';
      process.exitCode = ok ? 0 : 2;
      return;
    }
    process.exitCode = reportError(error);
  }
}
