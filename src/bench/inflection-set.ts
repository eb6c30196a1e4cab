/**
 * A Portuguese inflection set written for this benchmark: everyday memories and one-word queries
 * that name their subject in another inflection (plural, verb tense, noun from verb) — what a
 * Brazilian types weeks later ("consultas" for "consulta", "vacinou" for "vacina"). Each query has
 * exactly one memory that answers it.
 */
export interface InflectionCase {
  memory: string;
  query: string;
}

export const INFLECTIONS: InflectionCase[] = [
  {memory: 'A consulta da Bia no dentista foi remarcada', query: 'consultas'},
  {memory: 'O Pedro tomou a vacina contra a gripe na farmacia', query: 'vacinou'},
  {memory: 'Fiz o pagamento do condomínio pelo app', query: 'pagamentos'},
  {memory: 'A reunião de pais da escola é na terça', query: 'reuniões'},
  {memory: 'Os exames de sangue do meu pai ficaram prontos', query: 'exame'},
  {memory: 'Comprei os presentes de Natal das crianças', query: 'presente'},
  {memory: 'A Alice começou a natação na quarta', query: 'começando'},
  {memory: 'Viajamos para a praia no feriado', query: 'viagem'},
  {memory: 'A professora elogiou o desenho do Davi', query: 'elogios'},
  {memory: 'Renovei a carteira de motorista no Detran', query: 'renovação'},
  {memory: 'O gato vomitou no tapete da sala', query: 'vômito'},
  {memory: 'Marcamos o churrasco de aniversário do vô', query: 'marcado'},
  {memory: 'As aulas de inglês do Lucas voltaram', query: 'aula'},
  {memory: 'Troquei as lâmpadas queimadas da cozinha', query: 'lâmpada'},
  {memory: 'A Ju organizou as fotos do casamento', query: 'organizando'},
  {memory: 'Cancelei a assinatura da academia', query: 'cancelamento'},
  {memory: 'O mecânico consertou os freios do carro', query: 'conserto'},
  {memory: 'Plantamos flores no jardim da vó', query: 'plantar'},
  {memory: 'Devolvi os livros na biblioteca da escola', query: 'devolução'},
  {memory: 'O Rafa quebrou o braço jogando bola', query: 'quebrado'},
];
