import {describe, expect, it} from 'vitest';
import {readDone, tasksDoneIn} from './done.js';
import {readTaskPhrase} from '../../text/task-match.js';

const open = (...descriptions: string[]) => descriptions.map((description, i) => ({id: i + 1, description, due: null, context: 'personal'}) as Parameters<typeof tasksDoneIn>[1][number]);

describe('a to-do done in a verb of the same act', () => {
  it.each([
    // Taking a thing somewhere is done by leaving it there.
    [['levar o carro na revisão', 'comprar o presente'], 'deixei o carro hoje cedo pra revisão', [1]],
    [['return the Amazon package', 'pick up the dry cleaning'], 'dropped the amazon return off at the post office', [1]],
    [['levar o casaco à costureira'], 'já deixei o casaco na costureira', [1]],
    [['take the library books back'], 'left the library books at the returns desk', [1]],
    // Ending a contract in other words.
    [['cancelar a assinatura do streaming'], 'encerrei a assinatura do streaming ontem', [1]],
    [['cancel the gym membership'], 'terminated my gym membership this morning', [1]],
  ])('%s ← %s', (tasks, said, want) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual(want);
  });

  it.each([
    [['levar o carro na revisão'], 'deixei o Davi na escola'],
    [['return the Amazon package'], 'the amazon package is still in the hall'],
    [['cancel the gym membership'], 'the gym closed early today'],
  ])('not done: %s ← %s', (tasks, said) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual([]);
  });
});

describe('a to-do done said as its thing and participle, or as going to do it', () => {
  const tasks = ['renovar o passaporte', 'levantar uma encomenda nos correios', 'pay the council tax', 'wash the car'];
  it.each([
    ['passaporte renovado!', [1]],
    ['o passaporte já foi renovado', [1]],
    ['a encomenda já está levantada', [2]],
    ['council tax paid', [3]],
    ['car washed, finally', [4]],
    ['fui aos correios levantar a encomenda', [2]],
    ['went to the post office to pay the council tax', [3]],
  ])('%s', (said, want) => {
    expect(tasksDoneIn(said, open(...tasks))).toEqual(want);
  });

  it.each([
    // A participle of another verb, a need, a visit to look: nothing done.
    ['o passaporte está caducado'],
    ['o passaporte ainda não foi renovado'],
    ['car needs washing'],
    ['fui ver o preço do passaporte'],
    ['the council tax went up again'],
  ])('not done: %s', said => {
    expect(tasksDoneIn(said, open(...tasks))).toEqual([]);
  });
});

describe('a to-do done told among other news', () => {
  it.each([
    [['trocar o filtro do ar', 'pagar a renda'], 'fui à oficina de manhã, filtro trocado e ainda lavaram o carro', [1]],
    [['ir ao banco depositar o cheque', 'pagar a renda'], 'já depositei o cheque no multibanco', [1]],
    [['comprar os presentes de Natal', 'pagar a renda'], 'presentes comprados e embrulhados!', [1]],
    [['pay the water bill', 'renew the car tax'], "water bill's taken care of, paid it online", [1]],
  ])('%s ← %s', (tasks, said, want) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual(want);
  });
  it.each([
    [['trocar o filtro do ar'], 'o filtro ainda não foi trocado e o carro está lavado'],
    [['pay the water bill'], 'the water bill is still to be taken care of'],
  ])('not done: %s ← %s', (tasks, said) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual([]);
  });
});

describe('a to-do done by others, by its state, or in an everyday phrase', () => {
  it.each([
    // Done for the user by someone else: it is done, whoever did it.
    [['cancelar o plano da operadora', 'pagar a luz'], 'finalmente cancelaram o plano da operadora', [1]],
    [['arranjar o esquentador', 'pagar a renda'], 'já arranjaram o esquentador, veio cá o técnico de manhã', [1]],
    [['get the washing machine fixed'], 'the engineer fixed the washing machine this morning', [1]],
    // A thing working again is a thing repaired.
    [['consertar a máquina de lavar', 'pagar a luz'], 'a maquina de lavar voltou a funcionar, o técnico trocou a peça', [1]],
    [['arranjar a torneira da cozinha', 'pagar a renda'], 'a torneira da cozinha já funciona, finalmente', [1]],
    [['fix the garage door', 'buy milk'], "garage door's working again", [1]],
    [['get the boiler repaired', 'post the cards'], 'boiler is back up and running, thank god', [1]],
    // A test or inspection passed.
    [['tratar da inspeção do carro', 'pagar o IUC'], 'o carro passou na inspeção à primeira', [1]],
    [['levar o carro pra vistoria', 'pagar a luz'], 'o carro passou na vistoria sem problema', [1]],
    [['book the car in for its MOT', 'renew the TV licence'], 'car passed its MOT this morning', [1]],
    [['get the car inspected', 'buy a vacuum'], 'car passed inspection today', [1]],
    // Everyday phrases for the act.
    [['call the pharmacy about the refill', 'buy a vacuum'], 'finally got through to the pharmacy', [1]],
    [['take the old sofa to the tip', 'renew the TV licence'], 'been to the tip with the old sofa', [1]],
    [['go to the post office', 'ring the bank'], 'been down the post office this morning', [1]],
    // The first-person past of "-er"/"-ir" verbs, and one document under two names.
    [['pagar o boleto da escola', 'comprar pão'], 'resolvi o boleto da escola', [1]],
    [['devolver os livros à biblioteca', 'pagar a luz'], 'devolvi os livros hoje', [1]],
    [['preencher o IRS', 'pagar a renda'], 'preenchi o IRS ontem à noite', [1]],
    [['mandar o currículo para a vaga', 'pagar a luz'], 'enviei o cv hoje', [1]],
    [['update my resume', 'buy milk'], 'updated my CV last night', [1]],
    // Paying by an app, a contrast, irregular participles, "took care of", "all set".
    [['pagar a escola do Pedro', 'comprar pão'], 'fiz o pix da escola agora há pouco', [1]],
    [['pagar a conta do gás', 'pagar a internet'], 'paguei o gás mas a internet ainda não', [1]],
    [['pagar o IMI', 'tratar do passaporte'], 'IMI liquidado, finalmente', [1]],
    [['entregar o trabalho à professora', 'comprar pão'], 'trabalho entregue à professora', [1]],
    [['pagar a inscrição do ginásio', 'comprar pão'], 'a inscrição já está paga', [1]],
    [['renew the car registration', 'buy milk'], 'took care of the car registration online', [1]],
    [['pay back sam for the pizza', 'buy milk'], "venmo'd sam for the pizza", [1]],
    [['renew the TV licence', 'buy milk'], 'the TV licence is all set now', [1]],
    // An English phrasal verb; going to the place a to-do takes the user.
    [['top up the travel card', 'buy milk'], 'travel card topped up, twenty quid', [1]],
    [['take the old paint to the recycling centre', 'post the cards'], 'went to the recycling centre this morning', [1]],
    [['levar a roupa à lavandaria', 'pagar a luz'], 'fui à lavandaria de manhã', [1]],
  ])('%s ← %s', (tasks, said, want) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual(want);
  });

  it.each([
    // Someone reaching the user is no call or letter of the user's.
    [['ligar para o banco'], 'ligaram do banco hoje de manhã'],
    [['mandar o contrato assinado'], 'mandaram o contrato errado'],
    [['call the school'], 'the school called about the trip'],
    // Still broken, failed, not got through.
    [['fix the garage door'], "garage door still isn't working"],
    [['consertar a máquina de lavar'], 'a máquina de lavar parou de funcionar de novo'],
    [['tratar da inspeção do carro'], 'o carro chumbou na inspeção'],
    [['book the car in for its MOT'], 'car failed its MOT'],
    [['tratar da inspeção do carro'], 'passei pela oficina para perguntar o preço da inspeção'],
    [['call the pharmacy'], "couldn't get through to the pharmacy"],
    [['preencher o IRS'], 'ainda não preenchi o IRS'],
    [['take the old paint to the recycling centre'], 'went to the shops this morning'],
    [['pagar a conta do gás', 'pagar a internet'], 'a internet ainda não está paga'],
    [['renew the TV licence'], 'the TV licence is not all set yet'],
    [['levar a roupa à lavandaria'], 'fui ao banco de manhã'],
  ])('not done: %s ← %s', (tasks, said) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual([]);
  });
});

describe('a to-do done said by leaving, by bringing back, by a verb made of its thing, by a participle opening the clause, or at the place under another name', () => {
  it.each([
    // pt-BR
    [['cancelar a academia', 'pagar o condomínio'], 'consegui sair da academia, foi um parto', [1]],
    [['fazer a matricula da Sofia na escola nova', 'comprar o material escolar'], 'matriculei ela hj!!! vaga garantida', [1]],
    // pt-PT
    [['renovar o cartão de cidadão', 'ir aos CTT levantar uma encomenda'], 'fui aos correios no intervalo e trouxe a encomenda', [2]],
    [['comprar as prendas de Natal dos miúdos', 'pedir orçamento ao canalizador'], 'prendas dos miudos: compradas e embrulhadas', [1]],
    [['ligar à seguradora por causa do vidro', 'pagar a renda da garagem'], 'ja falei com os do seguro, vem ca um senhor', [1]],
    // en-GB / en-US
    [['cancel the gym membership', 'book the MOT'], 'finally quit the gym, what a palaver', [1]],
    [['call the insurance about the windscreen', 'pay the water bill'], 'spoke to the insurer this morning', [1]],
  ])('%s ← %s', (tasks, said, want) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual(want);
  });

  it.each([
    [['cancelar a academia'], 'saí de casa às 8 e fui direto pro trabalho'],
    [['ir aos CTT levantar uma encomenda'], 'fui aos correios mas não trouxe a encomenda, faltava o papel'],
    [['comprar as prendas de Natal dos miúdos'], 'prendas dos miúdos: ainda não compradas'],
    [['ligar à seguradora'], 'a seguradora ligou, tenho de ligar de volta'],
  ])('not done: %s ← %s', (tasks, said) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual([]);
  });
});

describe('a to-do done said the way people report it: reached someone, got round to it, sent on its way, a short name, the medicine for its prescription', () => {
  it.each([
    [['call the plumber about the leak', 'order the Christmas cards'], "got ahold of the plumber, he's coming out next week", [1]], // en-US
    [['sign Noah up for basketball', "buy a gift for Noah's teacher"], 'signed him up for bball this am', [1]], // en-US
    [['post the Christmas cards', 'ring the boiler man'], 'cards have gone, queued for ages at the post office', [1]], // en-GB
    [["pick up mum's prescription from Boots", 'take the old mattress to the tip'], "been to boots and got mum's tablets", [1]], // en-GB
    [['fix the garden fence', 'take the library books back'], "finally got round to the fence, panel's back up", [1]], // en-GB
    [['inscrever o Duda no futsal', 'comprar a mochila'], 'inscrevi o duda no futebol ontem', [1]], // pt-BR
  ])('%s ← %s', (tasks, said, want) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual(want);
  });
  it.each([
    [['post the Christmas cards'], "the cards haven't gone yet, queue was too long"],
    [['fix the garden fence'], "haven't got round to the fence, maybe sunday"],
    [['call the plumber about the leak'], "couldn't get hold of the plumber"],
  ])('not done: %s ← %s', (tasks, said) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual([]);
  });
});

describe('a done report that fits two to-dos as well asks which; a verb’s form after an article is the thing', () => {
  const bills = (a: string, b: string) => open(a, b);
  it.each([
    [['pagar a conta de água', 'pagar a conta de luz'], 'paguei a conta hoje'],
    [['pagar a factura da água', 'pagar a factura da luz'], 'já paguei a factura'],
    [['pay the gas bill', 'pay the phone bill'], 'paid the bill just now'],
    [['pay the council tax', 'pay the water rates'], 'paid it, finally'],
  ])('%s ← %s: none closed, both tied', (tasks, said) => {
    const r = readDone(said, bills(tasks[0]!, tasks[1]!));
    expect(r.ids).toEqual([]);
    if (!said.includes('it')) expect(r.tied.sort()).toEqual([1, 2]);
  });

  it.each([
    [['pay the gas bill', 'pay the phone bill'], 'paid the phone bill', [2]],
    [['pagar a conta de água', 'pagar a conta do telefone'], 'paguei a conta do telefone', [2]],
    [['post the parcel to gran', 'call the bank'], 'posted the parcel', [1]],
    [['sort my post', 'book the MOT'], 'sorted my post out', [1]],
  ])('%s ← %s → %s', (tasks, said, want) => {
    expect(readDone(said as string, open(...(tasks as string[]))).ids).toEqual(want);
  });

  it.each([
    ['the phone one', ['phone']],
    ['pay the phone bill', ['phone', 'bill']],
  ])('%s names its things', (text, objects) => {
    expect(readTaskPhrase(text).objects).toEqual(expect.arrayContaining(objects));
  });
});

describe('a thing renamed after a demonstrative is one thing; handing a thing in is taking it back', () => {
  it.each([
    [['emitir a nota fiscal da encomenda', 'pagar o DAS deste mês'], 'paguei aquele imposto do mei agora, o das, pelo app do banco', [2]],
    [['pay the phone bill', 'pay the gas bill'], 'paid that bill, the gas one, online', [2]],
    [['pagar a factura da luz', 'pagar a factura da água'], 'já paguei essa factura, a da água, no multibanco', [2]],
    [['marcar a revisão do carro', 'devolver os livros à biblioteca'], 'livros entregues na biblioteca, finalmente!', [2]],
    [['return the library books', 'buy milk'], 'handed the library books in at the desk', [1]],
  ])('%s ← %s → %s', (tasks, said, want) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual(want);
  });

  it.each([
    [['pagar a luz', 'pagar a água'], 'paguei a luz, a água ainda não', [1]],
    [['pagar a luz', 'pagar a água'], 'paguei a luz, a água', [1]],
  ])('a list is no renaming: %s ← %s → %s', (tasks, said, want) => {
    expect(tasksDoneIn(said as string, open(...(tasks as string[])))).toEqual(want);
  });
});
