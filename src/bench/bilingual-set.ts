/**
 * A small bilingual recall set written for this benchmark (not from any fixture): the memories a
 * Brazilian family typing in both languages would keep, and questions about them — most asked in
 * the other language than the memory — plus questions nothing should answer (the relevance floor).
 */
export interface BilingualMemory {
  ref: string;
  content: string;
}

export interface BilingualQuery {
  query: string;
  /** Refs of the memories that answer it; empty = nothing should be shown. */
  expect: string[];
  /** Whether the question is in the other language than its memory. */
  cross: boolean;
}

export const MEMORIES: BilingualMemory[] = [
  {ref: 'ped', content: 'Levei o Joao no pediatra, ele estava com tosse e febre'},
  {ref: 'dent', content: 'Marquei dentista para a Clara na quinta as 14h'},
  {ref: 'eye', content: 'A Susana precisa ir ao oftalmologista, ela reclama que nao enxerga o quadro'},
  {ref: 'blood', content: 'Mom has bloodwork tomorrow at 9'},
  {ref: 'car-sell', content: 'We decided to sell the old car before the trip'},
  {ref: 'oil', content: 'Preciso trocar o oleo do carro essa semana'},
  {ref: 'iptu', content: 'Paguei o IPTU e a conta de luz'},
  {ref: 'rent', content: 'The rent goes up in March, landlord sent an email'},
  {ref: 'report', content: 'Preciso mandar o relatorio trimestral na sexta'},
  {ref: 'meeting', content: 'Meeting with the marketing team on Wednesday about the budget'},
  {ref: 'school', content: 'A reuniao de pais na escola do Pedro e na terca'},
  {ref: 'homework', content: 'Leo forgot his math homework again'},
  {ref: 'flight', content: 'Comprei as passagens para Lisboa, o voo sai dia 3'},
  {ref: 'passport', content: 'I need to renew my passport before the trip to Florence'},
  {ref: 'wedding', content: 'O casamento da minha prima e em junho'},
  {ref: 'bday', content: "Grandma's birthday party is on Sunday at noon"},
  {ref: 'vet', content: 'Levei o cachorro no veterinario para tomar vacina'},
  {ref: 'leak', content: 'There is a leak in the bathroom, I called the plumber'},
  {ref: 'salary', content: 'Recebi aumento de salario, a chefe gostou do projeto'},
  {ref: 'insurance', content: 'Health insurance renewal is due next month'},
  {ref: 'gym', content: 'Voltei para a academia, treino segunda quarta e sexta'},
  {ref: 'groceries', content: 'Need to buy groceries: milk, bread and eggs'},
  {ref: 'swim', content: 'A Clara tem natacao aos sabados de manha'},
  {ref: 'wife-doc', content: 'My wife has a dermatologist appointment on the 15th'},
  {ref: 'loan', content: 'Pedi um emprestimo no banco para a reforma da cozinha'},
  {ref: 'fine', content: 'Got a speeding ticket on the highway'},
  {ref: 'neighbor', content: 'O vizinho reclamou do barulho da festa'},
  {ref: 'meds', content: 'Grandpa ran out of his blood pressure medicine'},
  {ref: 'beach', content: 'Vamos para a praia no fim de semana com as criancas'},
  {ref: 'interview', content: 'I have a job interview on Monday at the bank'},
  {ref: 'chol', content: 'The doctor said my cholesterol is a bit high'},
  {ref: 'medico', content: 'O medico pediu para a vovo fazer um raio-x do joelho'},
];

export const QUERIES: BilingualQuery[] = [
  {query: 'when did Joao see the pediatrician?', expect: ['ped'], cross: true},
  {query: "Clara's dentist appointment", expect: ['dent'], cross: true},
  {query: 'eye doctor for Susana', expect: ['eye'], cross: true},
  {query: 'exame de sangue da minha mae', expect: ['blood'], cross: true},
  {query: 'o que decidimos sobre o carro?', expect: ['car-sell'], cross: true},
  {query: 'oil change', expect: ['oil'], cross: true},
  {query: 'property tax', expect: ['iptu'], cross: true},
  {query: 'electricity bill', expect: ['iptu'], cross: true},
  {query: 'aluguel', expect: ['rent'], cross: true},
  {query: 'quarterly report deadline', expect: ['report'], cross: true},
  {query: 'reuniao com o time de marketing', expect: ['meeting'], cross: true},
  {query: 'parent-teacher meeting at school', expect: ['school'], cross: true},
  {query: 'dever de casa de matematica', expect: ['homework'], cross: true},
  {query: 'flight to Lisbon', expect: ['flight'], cross: true},
  {query: 'renovar o passaporte', expect: ['passport'], cross: true},
  {query: "cousin's wedding", expect: ['wedding'], cross: true},
  {query: 'aniversario da vovo', expect: ['bday'], cross: true},
  {query: 'took the dog to the vet', expect: ['vet'], cross: true},
  {query: 'vazamento no banheiro', expect: ['leak'], cross: true},
  {query: 'salary raise', expect: ['salary'], cross: true},
  {query: 'plano de saude', expect: ['insurance'], cross: true},
  {query: 'gym workout days', expect: ['gym'], cross: true},
  {query: 'compras do mercado', expect: ['groceries'], cross: true},
  {query: 'swimming class', expect: ['swim'], cross: true},
  {query: 'dermatologista da minha esposa', expect: ['wife-doc'], cross: true},
  {query: 'bank loan for the kitchen', expect: ['loan'], cross: true},
  {query: 'multa de transito', expect: ['fine'], cross: true},
  {query: 'remedio de pressao do vovo', expect: ['meds'], cross: true},
  {query: 'beach weekend with the kids', expect: ['beach'], cross: true},
  {query: 'entrevista de emprego', expect: ['interview'], cross: true},
  {query: 'natacao da Clara', expect: ['swim'], cross: false},
  {query: 'old car', expect: ['car-sell'], cross: false},
  {query: 'plumber', expect: ['leak'], cross: false},
  {query: 'oftalmologista', expect: ['eye'], cross: false},
  {query: 'o que o medico disse sobre o colesterol?', expect: ['chol'], cross: true},
  {query: "grandma's x-ray", expect: ['medico'], cross: true},
  {query: 'doctor', expect: ['chol', 'medico'], cross: false},
  {query: 'piano lessons', expect: [], cross: false},
  {query: 'aula de violao', expect: [], cross: false},
  {query: 'crypto wallet password', expect: [], cross: false},
];
