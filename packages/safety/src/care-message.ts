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
  bullying: {
    pt:
      'Obrigado por me contar. Ninguém merece ser tratado assim, e a culpa não é sua. ' +
      'Por favor, conte hoje para um adulto de confiança — seus pais, um professor ou a coordenação da escola — para que eles possam fazer isso parar. ' +
      'Se for pela internet, guarde as mensagens (print) e não responda. Você também pode conversar com o CVV no 188 (gratuito, 24 horas) ou pedir ajuda à SaferNet. ' +
      'Você é importante e merece se sentir seguro.',
    en:
      "Thank you for telling me. Nobody deserves to be treated like that, and it isn't your fault. " +
      'Please tell a trusted adult today — a parent, a teacher or the school counselor — so they can help make it stop. ' +
      "If it happens online, save the messages (screenshots) and don't reply. You can also talk to Childline on 0800 1111 (UK) or text HOME to 741741 (US), free. " +
      'You matter, and you deserve to feel safe.',
    es:
      'Gracias por contármelo. Nadie merece que lo traten así, y no es culpa tuya. ' +
      'Por favor, cuéntaselo hoy a un adulto de confianza — tus padres, un profesor o el orientador del colegio — para que puedan hacer que pare. ' +
      'Si pasa por internet, guarda los mensajes (capturas) y no respondas. También puedes llamar al Teléfono ANAR (900 20 20 10) en España, gratis. ' +
      'Eres importante y mereces sentirte a salvo.',
  },
  grooming: {
    pt:
      'Obrigado por me contar — você fez muito bem. Um adulto que pede fotos, quer te encontrar ou pede segredo não está agindo certo, e a culpa não é sua. ' +
      'Não mande fotos, não marque encontro e não guarde esse segredo: conte agora para seus pais ou outro adulto de confiança e mostre as mensagens. ' +
      'Vocês podem denunciar no Disque 100 (gratuito) ou na SaferNet. Se você estiver em perigo agora, ligue 190.',
    en:
      "Thank you for telling me — you did the right thing. A grown-up who asks for photos, wants to meet you or asks you to keep secrets isn't acting okay, and it's not your fault. " +
      "Don't send photos, don't meet them and don't keep the secret: tell your parents or another trusted adult now and show them the messages. " +
      'They can report it to the CyberTipline (1-800-843-5678, US) or CEOP (UK). If you are in danger right now, call 911 (US) or 999 (UK).',
    es:
      'Gracias por contármelo, hiciste muy bien. Un adulto que pide fotos, quiere verte o te pide guardar secretos no está actuando bien, y no es culpa tuya. ' +
      'No mandes fotos, no quedes con esa persona y no guardes el secreto: cuéntaselo ahora a tus padres o a otro adulto de confianza y enséñales los mensajes. ' +
      'Pueden denunciarlo en el 017 (INCIBE) o llamar al Teléfono ANAR (900 20 20 10). Si estás en peligro ahora, llama al 112.',
  },
  running_away: {
    pt:
      'Obrigado por me contar. Parece que as coisas estão muito difíceis, e você merece ajuda para resolver isso com segurança. ' +
      'Sair de casa sozinho pode ser perigoso. Por favor, converse agora com um adulto de confiança — alguém da família, um professor ou a coordenação da escola. ' +
      'Você também pode ligar para o CVV no 188 ou para o Disque 100, de graça. Se você estiver em perigo em casa, ligue 190.',
    en:
      'Thank you for telling me. It sounds like things are really hard right now, and you deserve help to sort them out safely. ' +
      'Leaving home alone can be dangerous. Please talk to a trusted adult now — someone in your family, a teacher or the school counselor. ' +
      'You can also call the National Runaway Safeline on 1-800-786-2929 (US) or Childline on 0800 1111 (UK), free. If you are in danger at home, call 911 (US) or 999 (UK).',
    es:
      'Gracias por contármelo. Parece que las cosas están muy difíciles, y mereces ayuda para resolverlas de forma segura. ' +
      'Irte de casa sin nadie puede ser peligroso. Por favor, habla ahora con un adulto de confianza — alguien de tu familia, un profesor o el orientador del colegio. ' +
      'También puedes llamar al Teléfono ANAR (900 20 20 10), gratis. Si estás en peligro en casa, llama al 112.',
  },
  eating_disorder: {
    pt:
      'Obrigado por me contar como você se sente sobre o seu corpo. Seu corpo precisa de comida para crescer, brincar e pensar, e você merece se sentir bem com ele. ' +
      'Deixar de comer ou vomitar de propósito faz mal de verdade. Por favor, converse hoje com seus pais ou outro adulto de confiança, e com um médico. ' +
      'Você também pode ligar para o CVV no 188, de graça, a qualquer hora.',
    en:
      'Thank you for telling me how you feel about your body. Your body needs food to grow, play and think, and you deserve to feel good in it. ' +
      'Skipping meals or making yourself sick can really hurt you. Please talk with a parent or another trusted adult today, and with a doctor. ' +
      'You can also call 988 (US) or Beat on 0808 801 0711 (UK), free.',
    es:
      'Gracias por contarme cómo te sientes con tu cuerpo. Tu cuerpo necesita comida para crecer, jugar y pensar, y mereces sentirte bien en él. ' +
      'Dejar de comer o vomitar a propósito hace mucho daño. Por favor, habla hoy con tus padres u otro adulto de confianza, y con un médico. ' +
      'También puedes llamar al Teléfono ANAR (900 20 20 10), gratis.',
  },
};

/*
 * The answer to an uncertain signal ("I'm so sad", "can you keep a secret?"): no alarm, no
 * helpline at once — a gentle question that keeps the child talking, and the reminder that a
 * trusted adult can help. The parent gets a quiet note, not an urgent alert.
 */
const CHECK_IN_MESSAGES: Readonly<Record<Language, string>> = {
  pt:
    'Obrigado por me contar. Parece que tem alguma coisa pesando aí — quer me contar um pouco mais sobre como você está? ' +
    'Eu estou aqui para ouvir. E lembre: conversar com alguém da sua família ou com um adulto de confiança ajuda muito, e segredo que deixa a gente mal não precisa ser guardado.',
  en:
    "Thank you for telling me. It sounds like something might be weighing on you — do you want to tell me a bit more about how you're doing? " +
    "I'm here to listen. And remember: talking to someone in your family or another trusted adult really helps, and a secret that makes you feel bad is never one you have to keep.",
  es:
    'Gracias por contármelo. Parece que hay algo que te pesa — ¿quieres contarme un poco más sobre cómo estás? ' +
    'Estoy aquí para escucharte. Y recuerda: hablar con alguien de tu familia o con un adulto de confianza ayuda mucho, y un secreto que te hace sentir mal no hay que guardarlo.',
};

/** The gentle check-in for an uncertain care signal. */
export function checkInMessage(options: { language: Language }): string {
  return CHECK_IN_MESSAGES[options.language];
}

/**
 * The scripted answer to a care case: warm, tells the child to talk to a trusted adult now,
 * with a helpline (pt: CVV 188, and 190 in danger). Never a model reply.
 */
export function careMessage(kind: CareKind, options: { language: Language }): string {
  return CARE_MESSAGES[kind][options.language];
}
