import {describe, expect, it} from 'vitest';
import {europeanWording, type UserWords} from './european.js';

/**
 * Magis's own Brazilian sentences (as its templates write them, with our own names and values) and
 * how a Portugal user reads them. Each row is one of the table's rules at work in a real template.
 */
const REWRITTEN: Array<[string, string]> = [
  // A subject "você" dropped: the verb says who.
  ['Anotado: Você tem consulta marcada em 01/12/2026 às 10h.', 'Anotado: Tem consulta marcada em 01/12/2026 às 10h.'],
  ['Amanhã você tem check-up do seu filho às 9h.', 'Amanhã tem check-up do seu filho às 9h.'],
  ['Hoje você tem dentista às 10h — não esqueça!', 'Hoje tem dentista às 10h — não se esqueça!'],
  ['Ainda não sei onde você mora — em que cidade você vive?', 'Ainda não sei onde mora — em que cidade vive?'],
  ['Você quis dizer Ana ou Anabela?', 'Quis dizer Ana ou Anabela?'],
  ['Qual delas você já fez? 1) pagar a luz; 2) ligar à Rosa', 'Qual delas já fez? 1) pagar a luz; 2) ligar à Rosa'],
  // With a pronoun: after the verb, unless a word keeps it before.
  ['Em 05/03/2026 você me disse: “ok”', 'Em 05/03/2026 disse-me: “ok”'],
  ['Pelo que você me contou em 12/03: “ok”', 'Pelo que me contou em 12/03: “ok”'],
  ['Ainda não sei seu nome — como você se chama?', 'Ainda não sei o seu nome — como se chama?'],
  // "você" as an object or after a preposition.
  ['Anotado: Seu miúdo precisa ir ao dentista. Quer que eu lembre você de marcar?', 'Anotado: O seu miúdo precisa de ir ao dentista. Quer que lhe lembre de marcar?'],
  ['Combinado: vou lembrar você amanhã (ter, 1 de dez) de renovar o cartão.', 'Combinado: vou lembrar-lhe amanhã (ter, 1 de dez) de renovar o cartão.'],
  ['Tomás: 40 anos. Qual é a relação dele com você?', 'Tomás: 40 anos. Qual é a relação dele consigo?'],
  ['Ainda sei pouco sobre você — me conte seu nome, onde mora e com o que trabalha.', 'Ainda sei pouco sobre si — conte-me o seu nome, onde mora e com o que trabalha.'],
  // A pronoun opening a clause.
  ['Ainda não está marcado: você precisa ir ao dentista. Quando marcar, me conte o dia.', 'Ainda não está marcado: precisa de ir ao dentista. Quando marcar, conte-me o dia.'],
  ['Não sei de quem você está falando — me diga o nome.', 'Não sei de quem está a falar — diga-me o nome.'],
  // The possessive with its article.
  ['Sua tarefa aberta: pagar a luz (até 01/12).', 'A sua tarefa aberta: pagar a luz (até 01/12).'],
  ['Suas 2 tarefas abertas: pagar a luz; ligar à Rosa.', 'As suas 2 tarefas abertas: pagar a luz; ligar à Rosa.'],
  ['Tomás é seu irmão, 40 anos.', 'Tomás é o seu irmão, 40 anos.'],
  ['Desfeito: o que sua última mensagem mudou (1 mudança).', 'Desfeito: o que a sua última mensagem mudou (1 mudança).'],
  ['Não consegui ler seu crontab.', 'Não consegui ler o seu crontab.'],
  ['Ainda não conheço ninguém da sua vida. Me conte sobre sua família.', 'Ainda não conheço ninguém da sua vida. Conte-me sobre a sua família.'],
  // The progressive.
  ['Continuo aprendendo com o que você diz.', 'Continuo a aprender com o que diz.'],
  ['Resumindo semanas', 'A resumir semanas'],
  // Verbs and nouns.
  ['A mãe precisa fazer a mamografia — que tal marcar?', 'A mãe precisa de fazer a mamografia — que tal marcar?'],
  ['Depois do dia, "magis remind done" registra a visita.', 'Depois do dia, "magis remind done" regista a visita.'],
  ['Nada registrado nessas semanas.', 'Nada registado nessas semanas.'],
  ['Outros fatos: gosta de chá', 'Outros factos: gosta de chá'],
  ['Não achei nada marcado que seja “o ginecologista” — não mudei nada.', 'Não encontrei nada marcado que seja “o ginecologista” — não mudei nada.'],
  ['Entendi: Pipoca não é uma pessoa.', 'Percebi: Pipoca não é uma pessoa.'],
  ['Certo, não lembro mais: o dentista.', 'Certo, já não lembro: o dentista.'],
  ['Cópia de segurança salva em /tmp/magis.bak.', 'Cópia de segurança guardada em /tmp/magis.bak.'],
  ['Aniversário da Rosa, todo ano (a próxima em 03/05/2027).', 'Aniversário da Rosa, todos os anos (a próxima em 03/05/2027).'],
  ['Agora a natação é toda terça e quinta, às 18h.', 'Agora a natação é todas as terças e quintas, às 18h.'],
  ['Parabéns pro Tomás!', 'Parabéns ao Tomás!'],
  ['É pra você.', 'É para si.'],
  ['O motorista vai de ônibus pro trabalho e esqueceu o celular na academia.', 'O motorista vai de autocarro para o trabalho e esqueceu o telemóvel no ginásio.'],
  ['Tome o café da manhã antes do exame; o banheiro fica à esquerda.', 'Tome o pequeno-almoço antes do exame; a casa de banho fica à esquerda.'],
  ['O contato da equipe é este.', 'O contacto da equipa é este.'],
  ['Recusou o usuário ou a senha.', 'Recusou o utilizador ou a palavra-passe.'],
  // Thanks, answering, promising to keep, a program that ran, a pet, a search, signing up, "a gente".
  ['Por nada!', 'De nada!'],
  ['Não sei responder isso ainda — me conte sobre isso e eu lembro.', 'Não sei responder a isso ainda — conte-me sobre isso e eu guardo.'],
  ['Compressão: nunca rodou', 'Compressão: nunca correu'],
  ['Nenhum pet ainda.', 'Nenhum animal de estimação ainda.'],
  ['Armazenamento: índice de busca 20 KB', 'Armazenamento: índice de pesquisa 20 KB'],
  ['Cadastrei a Ana como sua colega.', 'Registei a Ana como a sua colega.'],
  ['Amanhã a gente tem jantar às 20h.', 'Amanhã nós temos jantar às 20h.'],
  ['A gente marcou o dentista e a gente não esqueceu.', 'Nós marcámos o dentista e nós não esquecemos.'],
];

/** Sentences the rules must leave alone: already European, no subject "você", or not Portuguese. */
const UNCHANGED = [
  'Movi o dentista do Tiago para sábado, 05/12, às 10h.',
  'Cancelei a consulta (terça, 01/12).',
  'Amanhã você e a Manu têm férias da escola.',
  'A Bia é da sua turma; o seu irmão vem no dia 3.',
  'Hoje o Seu Joaquim tem consulta.',
  'Qual é seu? 1) dentista; 2) pediatra',
  'Ele quer ajudar você.',
  'O Rui está a par de tudo, segundo a Ana.',
  "I'll remind you to book the dentist; see the team's registration form.",
  'Next reminder: 2026-12-01.',
  // Not the forms the new rules read: an id, "por nada" mid-sentence, "não lembro" (won't remind), "a gente se vê".
  'agenda move pet-care-3 amanhã',
  'Por nada deste mundo mudei isso.',
  'Certo, já não lembro: o dentista.',
  'Até logo, a gente se vê.',
];

describe('europeanWording: Magis’s Brazilian sentences as Portugal writes them', () => {
  it.each(REWRITTEN)('%s', (br, pt) => {
    expect(europeanWording(br)).toBe(pt);
  });

  it.each(UNCHANGED)('leaves alone: %s', text => {
    expect(europeanWording(text)).toBe(text);
  });

  it('is done once: a European sentence passes through it unchanged', () => {
    for (const [, pt] of REWRITTEN) expect(europeanWording(pt), pt).toBe(pt);
  });
});

describe('europeanWording: the user’s own words stay as they wrote them', () => {
  it('never touches a quoted span', () => {
    const said = 'Em 05/03/2026 você me disse: “vc tá indo pra academia com seu celular?”';
    expect(europeanWording(said)).toBe('Em 05/03/2026 disse-me: “vc tá indo pra academia com seu celular?”');
  });

  it('never touches a value the user typed (a title, a task, a name)', () => {
    const user: UserWords = {values: () => ['ligar pro Zé', 'Academia do seu Joca', 'Festa pra você']};
    expect(europeanWording('Marquei como feito: ligar pro Zé.', user)).toBe('Marquei como feito: ligar pro Zé.');
    expect(europeanWording('Amanhã você tem academia do seu Joca às 7h.', user)).toBe('Amanhã tem academia do seu Joca às 7h.');
    expect(europeanWording('Sábado: Festa pra você, às 20h.', user)).toBe('Sábado: Festa pra você, às 20h.');
  });

  it('never touches a phrase the user wrote somewhere (a memory listed, a message)', () => {
    const typed = new Set(['levei a Bia pra escola']);
    const user: UserWords = {typed: phrase => [...typed].some(t => t.toLowerCase().includes(phrase.toLowerCase()))};
    expect(europeanWording('#12 30/11 levei a Bia pra escola', user)).toBe('#12 30/11 levei a Bia pra escola');
    // Magis's own words beside them are still rewritten.
    expect(europeanWording('Sua memória #12: levei a Bia pra escola', user)).toBe('A sua memória #12: levei a Bia pra escola');
  });
});
