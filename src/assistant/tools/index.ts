import {addEventTool} from './add-event.js';
import {addTaskTool} from './add-task.js';
import {agendaTool} from './agenda.js';
import {completeTaskTool} from './complete-task.js';
import {deleteMemoryTool} from './delete-memory.js';
import {dueRemindersTool} from './due-reminders.js';
import {getMemoryTool} from './get-memory.js';
import {listMemoriesTool} from './list-memories.js';
import {listPeopleTool} from './list-people.js';
import {rememberTool} from './remember.js';
import {searchMemoriesTool} from './search-memories.js';
import {updateMemoryTool} from './update-memory.js';

export type {MagisTool} from './define.js';

/** Every tool Magis offers other assistants (MCP). The chat's model gets some of them (./chat.ts). */
export const allTools = [
  searchMemoriesTool,
  listMemoriesTool,
  getMemoryTool,
  rememberTool,
  updateMemoryTool,
  deleteMemoryTool,
  listPeopleTool,
  agendaTool,
  dueRemindersTool,
  addTaskTool,
  completeTaskTool,
  addEventTool,
];
