import type { Language } from '@kiddo/contracts';
import type { CareKind } from './verdict';

/*
 * The scripted answer to a disclosure. Written by people, never generated: it must be right
 * every time. It thanks the child, says it is not their fault (abuse), asks them to tell a
 * trusted adult now, and gives a helpline and the emergency number for their language's
 * main countries. Gender-neutral wording on purpose ("sem ajuda" rather than "sozinho/a").
 */
const CARE_MESSAGES: Readonly<Record<CareKind, Readonly<Record<Language, string>>>> = {
  self_harm: {
    pt:
      'Obrigado por me contar como você está se sentindo. Isso é muito importante, e você não precisa passar por isso sem ajuda. ' +
      'Por favor, fale agora com um adulto de confiança — sua mãe, seu pai, alguém da família, um professor ou outro adulto que cuida de você. ' +
      'Você também pode ligar para o CVV no 188: a ligação é gratuita, funciona 24 horas, e alguém vai te ouvir com carinho. ' +
      'Se você estiver em perigo agora, ligue 190. Você é importante e merece todo o cuidado do mundo.',
    en:
      "Thank you for telling me how you feel. That really matters, and you don't have to go through this without help. " +
      'Please talk to a trusted adult right now — a parent, someone in your family, a teacher or another grown-up who looks after you. ' +
      'You can also call a helpline such as 988, the Suicide & Crisis Lifeline (in the US), or Childline on 0800 1111 (in the UK): ' +
      "it's free, and someone kind will listen. If you are in danger right now, call your emergency number (911 in the US, 999 in the UK). " +
      'You matter, and you deserve to be cared for.',
    es:
      'Gracias por contarme cómo te sientes. Es muy importante, y no tienes que pasar por esto sin ayuda. ' +
      'Por favor, habla ahora mismo con un adulto de confianza: tu mamá, tu papá, alguien de tu familia, un profesor u otro adulto que te cuide. ' +
      'También puedes llamar a una línea de ayuda, como la línea 024 en España, o a la línea de ayuda de tu país: es gratis y alguien te escuchará con cariño. ' +
      'Si estás en peligro ahora, llama al 112 (o al número de emergencias de tu país). Eres importante y mereces que te cuiden.',
  },
  abuse: {
    pt:
      'Obrigado por confiar em mim e me contar. Nada disso é culpa sua, e você merece estar em segurança. ' +
      'Por favor, conte agora para um adulto de confiança que não seja a pessoa que está te machucando — alguém da família, um professor ou a coordenação da escola. ' +
      'Você também pode ligar para o Disque 100, que protege crianças (é gratuito), ou para o CVV no 188, que te ouve 24 horas. ' +
      'Se você estiver em perigo agora, ligue 190.',
    en:
      'Thank you for trusting me and telling me. None of this is your fault, and you deserve to be safe. ' +
      "Please tell a trusted adult right now who isn't the person hurting you — someone in your family, a teacher or the school counselor. " +
      'You can also call a helpline such as Childhelp on 1-800-422-4453 (in the US) or Childline on 0800 1111 (in the UK): it is free. ' +
      'If you are in danger right now, call your emergency number (911 in the US, 999 in the UK).',
    es:
      'Gracias por confiar en mí y contármelo. Nada de esto es culpa tuya, y mereces estar a salvo. ' +
      'Por favor, cuéntaselo ahora a un adulto de confianza que no sea la persona que te hace daño: alguien de tu familia, un profesor o el orientador del colegio. ' +
      'También puedes llamar a una línea de ayuda, como el Teléfono ANAR (900 20 20 10) en España, o a la línea de ayuda a la infancia de tu país: es gratis. ' +
      'Si estás en peligro ahora, llama al 112 (o al número de emergencias de tu país).',
  },
};

/**
 * The scripted answer to a care case: warm, tells the child to talk to a trusted adult now,
 * with a helpline (pt: CVV 188, and 190 in danger). Never a model reply.
 */
export function careMessage(kind: CareKind, options: { language: Language }): string {
  return CARE_MESSAGES[kind][options.language];
}
