import type { Lang } from '@meridian/contract/languages';
import type { FavouriteErrorCode } from '@meridian/contract/favourites';

/**
 * This domain's API messages in the twelve languages (merged into platform/i18n/messages.ts;
 * same wording rules as that table). Every error code of the domain has one.
 */
export const FAVOURITE_MESSAGES: Record<FavouriteErrorCode, Record<Lang, string>> = {
  FAVOURITE_GROUP_LIMIT: {
    zh_cn: '自选分组最多{max}个',
    de: 'Sie können höchstens {max} Favoritengruppen anlegen',
    en: 'You can have at most {max} favourite groups',
    fr: 'Vous pouvez avoir au maximum {max} groupes de favoris',
    it: 'Può avere al massimo {max} gruppi di preferiti',
    pt: 'Pode ter no máximo {max} grupos de favoritos',
    nl: 'U kunt maximaal {max} favorietengroepen hebben',
    el: 'Μπορείτε να έχετε έως {max} ομάδες αγαπημένων',
    es: 'Puede tener como máximo {max} grupos de favoritos',
    zh_tw: '自選分組最多{max}個',
    ru: 'Лимит групп избранного: {max}',
    sv: 'Du kan ha högst {max} favoritgrupper',
  },
  FAVOURITE_LIMIT: {
    zh_cn: '自选股最多{max}只',
    de: 'Sie können höchstens {max} Favoriten speichern',
    en: 'You can have at most {max} favourites',
    fr: 'Vous pouvez avoir au maximum {max} favoris',
    it: 'Può avere al massimo {max} preferiti',
    pt: 'Pode ter no máximo {max} favoritos',
    nl: 'U kunt maximaal {max} favorieten hebben',
    el: 'Μπορείτε να έχετε έως {max} αγαπημένα',
    es: 'Puede tener como máximo {max} favoritos',
    zh_tw: '自選股最多{max}檔',
    ru: 'Лимит избранного: {max}',
    sv: 'Du kan ha högst {max} favoriter',
  },
  FAVOURITE_GROUP_NAME_TAKEN: {
    zh_cn: '该分组名称已存在',
    de: 'Eine Gruppe mit diesem Namen gibt es bereits',
    en: 'A group with this name already exists',
    fr: 'Un groupe portant ce nom existe déjà',
    it: 'Esiste già un gruppo con questo nome',
    pt: 'Já existe um grupo com este nome',
    nl: 'Er bestaat al een groep met deze naam',
    el: 'Υπάρχει ήδη ομάδα με αυτό το όνομα',
    es: 'Ya existe un grupo con este nombre',
    zh_tw: '該分組名稱已存在',
    ru: 'Группа с таким названием уже существует',
    sv: 'Det finns redan en grupp med det här namnet',
  },
  FAVOURITE_DEFAULT_GROUP: {
    zh_cn: '默认分组不能重命名或删除',
    de: 'Die Standardgruppe kann weder umbenannt noch gelöscht werden',
    en: 'The default group cannot be renamed or deleted',
    fr: 'Le groupe par défaut ne peut être ni renommé ni supprimé',
    it: 'Il gruppo predefinito non può essere rinominato né eliminato',
    pt: 'O grupo predefinido não pode ser renomeado nem eliminado',
    nl: 'De standaardgroep kan niet worden hernoemd of verwijderd',
    el: 'Η προεπιλεγμένη ομάδα δεν μπορεί να μετονομαστεί ή να διαγραφεί',
    es: 'El grupo predeterminado no se puede renombrar ni eliminar',
    zh_tw: '預設分組不能重新命名或刪除',
    ru: 'Основную группу нельзя переименовать или удалить',
    sv: 'Standardgruppen kan inte byta namn eller tas bort',
  },
};
