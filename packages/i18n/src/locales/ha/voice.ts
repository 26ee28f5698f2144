import type { PartTranslation } from '../../parts';

/** Hausa: the voice call. */
const voice = {
  voice: {
    open: 'Yi magana da likitan dabbobi na AI',
    title: 'Hanyar Murya ta IVR',
    close: 'Rufe',
    connected: 'An haɗa',
    disconnected: 'Ba a haɗa ba',
    connecting: 'Ana haɗawa...',
    httpsTitle: 'Ana buƙatar HTTPS',
    httpsBody: 'amfani da makirufo yana buƙatar HTTPS',
    startCaption: 'Danna don fara tattaunawa',
    stopCaption: 'Danna don dakatar da tattaunawa',
    starting: 'Ana farawa...',
    aiSpeaking: 'AI na magana',
    mobileHint:
      'A waya, danna Allow idan burauzar{gender|{male:ka,female:ki,*:ku}} ta nemi izinin amfani da makirufo.',
    transcript: 'Tattaunawa',
    transcriptEmpty:
      'Abin da {gender|{male:ka,female:kika,*:kuka}} faɗa da amsoshin AI za su bayyana a nan.',
    you: '{gender|{male:Kai,female:Ke,*:Ku}}',
    ai: 'Likitan AI',
    endCall: 'Kashe kira',
    pushToTalk: 'Akwai hayaniya? Riƙe don yin magana',
    pushToTalkHint:
      'Makirufo tana saurare ne kawai lokacin da {gender|{male:kake,female:kike,*:kuke}} riƙe maɓallin. A madannai, riƙe Space.',
    holdToTalk: 'Riƙe don yin magana',
    releaseToSend: 'Saki don aikawa',
    typeLabel:
      'Ko {gender|{male:ka,female:ki,*:ku}} rubuta tambayar{gender|{male:ka,female:ki,*:ku}}',
    send: 'Aika',
    loadFailed:
      'Ba a iya buɗe kiran murya ba. Duba hanyar sadarwar{gender|{male:ka,female:ki,*:ku}} {gender|{male:ka,female:ki,*:ku}} sake gwadawa.',
    status: {
      readyToConnect: 'A shirye don haɗawa',
      connected: 'An haɗa da tsarin IVR',
      sessionStarted: 'Kira ya fara - Danna makirufo don yin magana',
      listening: 'Ina saurare... Yi magana yanzu',
      gotThat:
        'Na ji... Ci gaba idan akwai ƙarin abin da za {gender|{male:ka,female:ki,*:ku}} faɗa',
      processing: 'Ana sarrafawa...',
      readyWhenYouAre:
        'Ina jiran{gender|{male:ka,female:ki,*:ku}} a duk lokacin da {gender|{male:ka,female:kika,*:kuka}} shirya...',
      conversationStopped: 'An dakatar da tattaunawa.',
      holdToTalk: 'Riƙe maɓallin {gender|{male:ka,female:ki,*:ku}} yi magana',
      authFailed: 'Tantance shaidar{gender|{male:ka,female:ki,*:ku}} ya gaza: {message}',
      speechFailed: 'Sarrafa magana ya gaza, sake gwadawa',
      aiFailed: 'Sarrafa AI ya gaza, sake gwadawa',
      interruptionFailed: 'Sarrafa katsewar magana ya gaza, sake gwadawa',
      continuationFailed: 'Ci gaba da amsa ya gaza, sake gwadawa',
      connectFailed: 'An kasa haɗawa da tsarin IVR',
      connectionError: 'Kuskuren haɗi: {message}',
      disconnected: 'An katse haɗi da tsarin IVR',
      reconnecting: 'Ana sake haɗawa…',
      micDenied:
        'An hana amfani da makirufo. Da fatan za {gender|{male:ka,female:ki,*:ku}} kunna makirufo a saitunan burauzar{gender|{male:ka,female:ki,*:ku}}.',
      vadLoadFailed: 'Manhajar gano murya (VAD) ba ta loda ba bayan daƙiƙa 10',
      vadInitFailed: 'An kasa fara manhajar gano murya (VAD)',
      voiceDetectionFailed: 'An kasa fara gano murya',
      startFailed: 'An kasa fara tattaunawa: {message}',
      audioPlaybackFailed: 'Kunna sauti ya gaza',
      playFailed: 'An kasa kunna sauti',
      audioProcessingFailed: 'Sarrafa sauti ya gaza',
    },
  },
} satisfies PartTranslation<'voice'>;

export default voice;
