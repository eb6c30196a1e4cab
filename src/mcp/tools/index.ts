import {agendaTools} from './agenda.js';
import {eventTools} from './events.js';
import {memoryTools} from './memories.js';
import {peopleTools} from './people.js';
import {taskTools} from './tasks.js';

export type {MagisTool} from './define.js';

/** Every tool Magis offers other assistants, by group. */
export const allTools = [...memoryTools, ...peopleTools, ...agendaTools, ...taskTools, ...eventTools];
