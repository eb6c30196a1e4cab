/**
 * What a short reply to the assistant's own question says, and the other phrase rules the
 * conversation stage reads a message with (src/assistant/conversation-stage.ts applies them): yes,
 * no, all, "remind me", "esqueci, a revisão é na terça", "marquei pra quinta". Pure.
 */

/** A short yes to the assistant's question: "sim", "pode", "yes", "sure". */
export const YES = /^(?:sim|s|ss|claro|pode|pode ser|quero|isso|exato|yes|yeah|yep|yup|sure|ok|okay|please|por favor)\b/i;

/** A short no: "não", "nope", "nenhum". */
export const NO = /^(?:nao|n|nope|no|nenhum|nenhuma|none|neither|nada)\b/i;

/** All of the choices offered: "todas", "as duas", "both", "all of them". */
export const ALL = /\b(?:todas|todos|as duas|os dois|as tres|os tres|tudo|all|both|everything|all of them)\b/i;

/** Asking to be reminded: "me lembra", "lembre-me", "remind me". */
export const REMIND = /\b(?:me lembr\w*|lembr[ae]-?me|lembra|lembre|remind me|reminder)\b/i;

/** "me lembra amanhã", "remind me on friday" with nothing else: only a when, for the task just said. */
export const REMIND_ONLY =
  /^(?:(?:sim|yes|ok|pode|claro)[\s,!.]*)?(?:me lembr\w*|lembr[ae]-?me|remind me)(?:\s+(?:disso|disto|de novo|about it|of it|again))?\s+(?:(?:na|no|em|on|at|dia|in)\s+)?[\p{L}\d\s:]{2,30}[\s!.]*$/iu;

/** A reminder of something else than the offer: "remind me to call mum", "me lembra de pagar a luz". */
export const OTHER_REMINDER =
  /\b(?:remind me|me lembr\w*|lembr[ae]-?me)(?:\s+\S+){0,3}?\s+(?:to|de|da|do|pra|para)\s+(?!(?:it|this|that|isso|disso|marcar|agendar|book|schedule|a consulta|o dentista)\b)\p{L}/u;

/** "esqueci, a revisão é na terça", "the passport thing is due friday": subject, then the day. */
export const TASK_WHEN =
  /^(?:(?:esqueci|ah|ops|opa|alias|oops|actually|btw|ok)[\s,!.]+)*(?:(?:o|a|os|as|the)\s+)?([\p{L}\s-]{3,40}?)\s+(?:e|eh|fica|ficou|vai ser|sera|is|it's|its|is due)\s+(?:(?:na|no|em|dia|pra|para|on|at|for|next|due)\s+)?(.{2,30})$/u;

/** "marquei", "agendei", "booked it", "made the appointment": a booking verb opening the message. */
export const BOOKED = /^(marquei|agendei|consegui marcar|ja marquei|booked|scheduled|i booked|i scheduled|made the appointment|got an appointment)\b\s*(?:it\b|a consulta\b|o horario\b)?\s*/;

/** A day in a yes ("sim, amanhã", "yes, next monday"): the yes also says when. */
export const SAYS_A_DAY = /\b(?:amanha|hoje|depois|semana|segunda|terca|quarta|quinta|sexta|sabado|domingo|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next)\b/;

/** Tags that ask for confirmation and say nothing of the task: "já paguei o ipva, né?", "did I pay it yet?". */
export const QUESTION_TAGS = /\b(?:ne|né|right|yet|already|ja|já)\b/g;

/** A question about what was decided: "o que decidimos sobre…", "what did we agree". */
export const ASKS_DECISION = /\b(decid|combin|resolv|agreed|settled)/;

/** "o que você sabe da Bia?", "what do you remember about Tom?": what is known of someone. */
export const ASKS_WHAT_IS_KNOWN = /\b(sabe|know|lembra|remember)\b/;

/** A question about birthdays only: "algum aniversário essa semana?", "any birthdays this month?". */
export const ASKS_BIRTHDAYS = /\b(aniversarios?|niver|birthdays?|bdays?)\b/;
