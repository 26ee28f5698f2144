import {
  ApiError,
  CONSULTATION_DESCRIPTION_MAX,
  CONSULTATION_TOPIC_MAX,
  type ConsultationKind,
  type ConsultationPhotoInput,
  type ConsultationUrgency,
} from '@kiwo/api-client';
import { LIVESTOCK_TYPES } from '@kiwo/domain';
import {
  Button,
  Card,
  ImagePicker,
  type PickedImage,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextAreaField,
  TextField,
} from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useAskConsultation } from '../../data/consultations';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { type PhotoProblem, preparePhoto } from './photo';

type Errors = Partial<Record<'topic' | 'livestock' | 'description', string>>;

/** The asker's form: who should answer, topic, livestock, description, urgency, photo. */
export function ConsultationForm({ defaultLivestock }: { defaultLivestock?: string | null }) {
  const { t, locale } = useAreaI18n('consultations');
  const k = t.consultations;
  const ask = useAskConsultation();
  const [kind, setKind] = useState<ConsultationKind>('vet');
  const [topic, setTopic] = useState('');
  const [livestock, setLivestock] = useState<string>(
    defaultLivestock && (LIVESTOCK_TYPES as readonly string[]).includes(defaultLivestock)
      ? defaultLivestock
      : '',
  );
  const [description, setDescription] = useState('');
  const [urgency, setUrgency] = useState<ConsultationUrgency>('medium');
  const [photo, setPhoto] = useState<{ input: ConsultationPhotoInput; picked: PickedImage }>();
  const [photoProblem, setPhotoProblem] = useState<PhotoProblem>();
  const [errors, setErrors] = useState<Errors>({});

  const problemText = (p: PhotoProblem | undefined) =>
    p === 'wrongType'
      ? k.photoWrongType()
      : p === 'tooBig'
        ? k.photoTooBig()
        : p === 'unreadable'
          ? k.photoUnreadable()
          : undefined;

  const validate = (): Errors => {
    const found: Errors = {};
    if (topic.trim().length < 3) found.topic = k.topicError();
    if (livestock === '') found.livestock = k.livestockError();
    if (description.trim().length < 10) found.description = k.descriptionError();
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await ask.trigger({
        kind,
        topic: topic.trim(),
        livestockType: livestock as (typeof LIVESTOCK_TYPES)[number],
        description: description.trim(),
        urgency,
        ...(photo ? { photo: photo.input } : {}),
      });
      toast({ title: k.sent(), variant: 'success' });
      setTopic('');
      setDescription('');
      setPhoto(undefined);
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 409;
      toast({
        title: k.sendFailed(),
        description: tooMany ? k.tooManyOpen() : apiErrorText(error, t, locale, k.sendFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card title={t.nav.askExpert()} headingLevel={2}>
      <form onSubmit={submit} noValidate aria-label={t.nav.askExpert()}>
        <Stack gap="md">
          <p>{k.intro()}</p>
          <RadioGroup
            label={k.kind()}
            value={kind}
            onChange={(value) => setKind(value as ConsultationKind)}
          >
            <Radio value="vet">{k.kindVet()}</Radio>
            <Radio value="extension">{k.kindExtension()}</Radio>
          </RadioGroup>
          <TextField
            label={k.topic()}
            description={k.topicHelp()}
            value={topic}
            onChange={setTopic}
            maxLength={CONSULTATION_TOPIC_MAX}
            isRequired
            isInvalid={errors.topic !== undefined}
            errorMessage={errors.topic}
          />
          <Select
            label={k.livestock()}
            items={LIVESTOCK_TYPES.map((l) => ({ id: l, label: t.enums.livestock[l]() }))}
            selectedKey={livestock || null}
            onSelectionChange={(key) => setLivestock(String(key ?? ''))}
            isRequired
            isInvalid={errors.livestock !== undefined}
            errorMessage={errors.livestock}
          />
          <TextAreaField
            label={k.description()}
            description={k.descriptionHelp()}
            value={description}
            onChange={setDescription}
            maxLength={CONSULTATION_DESCRIPTION_MAX}
            isRequired
            isInvalid={errors.description !== undefined}
            errorMessage={errors.description}
          />
          <RadioGroup
            label={k.urgency()}
            value={urgency}
            onChange={(value) => setUrgency(value as ConsultationUrgency)}
            orientation="horizontal"
          >
            <Radio value="low">{k.urgencyLevel.low()}</Radio>
            <Radio value="medium">{k.urgencyLevel.medium()}</Radio>
            <Radio value="high">{k.urgencyLevel.high()}</Radio>
          </RadioGroup>
          <ImagePicker
            label={k.photo()}
            chooseLabel={k.addPhoto()}
            changeLabel={k.changePhoto()}
            removeLabel={k.removePhoto()}
            previewAlt={k.photoAlt()}
            description={k.photoHelp()}
            value={photo?.picked ?? null}
            errorMessage={problemText(photoProblem)}
            isDisabled={ask.isMutating}
            onSelect={async (file) => {
              const prepared = await preparePhoto(file);
              if (!prepared.ok) {
                setPhotoProblem(prepared.problem);
                return;
              }
              setPhotoProblem(undefined);
              setPhoto({
                input: prepared.photo,
                picked: { url: prepared.url, name: prepared.name },
              });
            }}
            onRemove={() => {
              setPhoto(undefined);
              setPhotoProblem(undefined);
            }}
          />
          <Button type="submit" isPending={ask.isMutating} pendingLabel={k.sending()}>
            {k.submit()}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
