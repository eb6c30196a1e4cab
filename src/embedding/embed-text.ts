/** Text a memory is embedded by: what was said, by whom, and its summary. */
export const embedText = (m: {content: string; speaker?: string | null; summary?: string | null}) => [m.speaker ? `${m.speaker}:` : '', m.content, m.summary ?? ''].join(' ').trim();
